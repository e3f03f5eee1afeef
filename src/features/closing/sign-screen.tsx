"use client";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import { Notice } from "@/ui/notice";
import { ClosingFrame } from "./closing-frame";
import { CoborrowerInvitation } from "./coborrower-invitation";
import { ConsentForm } from "./consent-form";
import { SignDocuments, type SignerStep } from "./sign-documents";
import { useSigningApi } from "./signing-api";

/** One signer's disclosures step: consent first (or the withdrawal's notice), then review and sign. */
export function SignSteps({ side, status, onChanged }: SignerStep) {
  const t = useTranslations("closing.sign");
  return (
    <>
      {status.consent.state === "withdrawn" ? (
        <Notice severity="warning" role="status">
          <Typography sx={{ fontWeight: 600 }}>{t("withdrawnTitle")}</Typography>
          <Typography>{t("withdrawnBody")}</Typography>
        </Notice>
      ) : null}
      {status.consent.state === "given" ? (
        <SignDocuments side={side} status={status} onChanged={onChanged} />
      ) : (
        <ConsentForm side={side} changed={status.consent.state === "changed"} onConsented={onChanged} />
      )}
    </>
  );
}

/**
 * /app/application/sign (spec §2, status disclosures "E-sign HECA", decision 038): ESIGN consent
 * first, then the disclosures at application to review, download and sign, and a check of a copy;
 * the coborrower's own signing is theirs (decision 044): the screen says where it stands.
 */
export function SignScreen() {
  const t = useTranslations("closing.sign");
  const api = useSigningApi("borrower");
  const status = useQuery(api.status.queryOptions());
  const refresh = () => void status.refetch();
  return (
    <ClosingFrame query={status} t={t} description={t("description")}>
      {(data) => (
        <>
          <SignSteps side="borrower" status={data} onChanged={refresh} />
          {data.coborrowerName ? <CoborrowerInvitation /> : null}
        </>
      )}
    </ClosingFrame>
  );
}
