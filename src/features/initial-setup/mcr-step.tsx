"use client";
import Button from "@mui/material/Button";
import NextLink from "next/link";
import { useTranslations } from "use-intl";
import { INITIAL_SETUP_FLOW } from "@/domain/funnel/prequal-flows";
import { Notice } from "@/ui/notice";
import { StepWaiting } from "@/ui/step-waiting";
import { PartnerDetailsForm } from "./partner-details-form";
import { StepGate } from "./step-gate";
import { useReferralLink } from "./use-referral-link";
import { YourDetails } from "./your-details";

/**
 * Spec §2 mcr. For a partner's lead (an MCR lead, journey.referred) it is the first screen: the
 * details the partner sent, to check and correct. For everyone else it is the landing's last step
 * (13 in A, 12 in B): their details and "Start my application". A referral link
 * (`?ref=TOKEN`) is opened first (prequal.startFromReferral), then read like any journey.
 */
export function McrStep({ referralToken }: { referralToken?: string }) {
  const t = useTranslations("initialSetup.mcr");
  const link = useReferralLink(referralToken);

  if (link.status === "failed") {
    return (
      <StepWaiting title={t("referredTitle")}>
        <Notice severity="error" role="alert">
          {link.reason}
        </Notice>
        <Button component={NextLink} href={INITIAL_SETUP_FLOW.entry} variant="contained" sx={{ mt: 3 }}>
          {t("referralFailed")}
        </Button>
      </StepWaiting>
    );
  }
  return (
    <StepGate
      slug="mcr"
      title={t(referralToken ? "referredTitle" : "finalTitle")}
      hold={link.status === "opening"}
    >
      {(step) => (step.journey.referred ? <PartnerDetailsForm step={step} /> : <YourDetails step={step} />)}
    </StepGate>
  );
}
