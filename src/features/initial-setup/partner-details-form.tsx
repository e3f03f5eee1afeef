"use client";
import Typography from "@mui/material/Typography";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { formatPhone } from "@/domain/format/phone";
import { schemaResolver } from "@/ui/form-resolver";
import { MoneyField, TextField, ZipField } from "@/ui/inputs";
import { StepLayout } from "@/ui/step-layout";
import { DetailsList } from "./details-list";
import { OLD_FLOW, type SaveStepCall, useSaveStep, useShareWithReferrer } from "./initial-setup-api";
import {
  type PartnerDetailsFields,
  partnerDetailsFields,
  partnerDetailsInput,
  partnerDetailsSaves,
  partnerGroups,
} from "./partner-details";
import { ReferrerConsent } from "./referrer-consent";
import type { ReadyStep } from "./step-gate";
import { layoutOf } from "./use-saved-step-form";
import { useStepSubmit } from "./use-step-submit";

const FIELDS = ["firstName", "lastName", "zip", "estimatedValue", "mortgageBalanceEstimate"] as const;
const OLD_FLOW_CONSENT = { ...OLD_FLOW, consent: true } as const;

/**
 * A partner's lead's first screen: what the partner sent, to correct. Each corrected group is saved
 * by its own step (so it is checked as that step checks it), then "mcr" marks the details checked.
 * The e-mail and phone are shown here and confirmed where the account is made, the next screen.
 */
export function PartnerDetailsForm({ step }: { step: ReadyStep }) {
  const t = useTranslations("initialSetup.mcr");
  const answers = step.journey.answers;
  const groups = partnerGroups(answers);
  const shown = new Set<string>(groups.flatMap((group) => group.fields));
  const save = useSaveStep();
  const share = useShareWithReferrer();
  const referrer = step.journey.referrer;
  const form = useForm<PartnerDetailsFields, unknown, Record<string, unknown>>({
    resolver: schemaResolver<PartnerDetailsFields, Record<string, unknown>>(partnerDetailsInput(groups)),
    mode: "onTouched",
    defaultValues: partnerDetailsFields(answers),
  });
  const submit = useStepSubmit(form, FIELDS, async (values) => {
    if (values.shareWithReferrer && referrer && !referrer.shared) await share.mutateAsync(OLD_FLOW_CONSENT);
    let next = step.journey.next.path;
    for (const { step: name, answers: given } of partnerDetailsSaves(
      groups,
      values,
      form.formState.dirtyFields,
    )) {
      next = (await save.mutateAsync({ ...OLD_FLOW, step: name, answers: given } as SaveStepCall)).next;
    }
    return { next };
  });
  const contact = [
    { label: t("email"), value: answers.borrower?.email ?? t("notGiven") },
    {
      label: t("phone"),
      value: answers.borrower?.phone ? formatPhone(answers.borrower.phone) : t("notGiven"),
    },
  ];
  return (
    <StepLayout
      title={t("referredTitle")}
      description={t("referredDescription")}
      {...layoutOf(step, form, submit)}
    >
      <TextField control={form.control} name="firstName" label={t("firstName")} autoComplete="given-name" />
      <TextField control={form.control} name="lastName" label={t("lastName")} autoComplete="family-name" />
      {shown.has("zip") ? <ZipField control={form.control} name="zip" label={t("zip")} /> : null}
      {shown.has("estimatedValue") ? (
        <MoneyField control={form.control} name="estimatedValue" label={t("estimatedValue")} />
      ) : null}
      {shown.has("mortgageBalanceEstimate") ? (
        <MoneyField
          control={form.control}
          name="mortgageBalanceEstimate"
          label={t("mortgageBalanceEstimate")}
        />
      ) : null}
      <DetailsList rows={contact} />
      <Typography>{t("contactLater")}</Typography>
      {referrer ? <ReferrerConsent referrer={referrer} control={form.control} /> : null}
    </StepLayout>
  );
}
