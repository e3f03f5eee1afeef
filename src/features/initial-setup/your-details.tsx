"use client";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { formatMoney } from "@/domain/format/money";
import { formatPhone } from "@/domain/format/phone";
import { StepLayout } from "@/ui/step-layout";
import { DetailsList } from "./details-list";
import { OLD_FLOW, type SaveStepCall, useSaveStep } from "./initial-setup-api";
import type { ReadyStep } from "./step-gate";
import { layoutOf } from "./use-saved-step-form";
import { useStepSubmit } from "./use-step-submit";

/**
 * The landing's last step (mcr: 13 in A, 12 in B) for a lead not sent by a partner: the details the
 * person gave, and "Start my application", which saves "mcr" and goes on to the application.
 */
export function YourDetails({ step }: { step: ReadyStep }) {
  const t = useTranslations("initialSetup.mcr");
  const answers = step.journey.answers;
  const borrower = answers.borrower;
  const save = useSaveStep();
  const form = useForm<Record<string, never>>({ defaultValues: {} });
  const submit = useStepSubmit(form, [], () =>
    save.mutateAsync({ ...OLD_FLOW, step: "mcr", answers: {} } as SaveStepCall),
  );
  const given = (value: string | undefined) => value ?? t("notGiven");
  const amount = (value: number | undefined) => (value === undefined ? t("notGiven") : formatMoney(value));
  const rows = [
    { label: t("firstName"), value: given(borrower?.firstName) },
    { label: t("lastName"), value: given(borrower?.lastName) },
    { label: t("email"), value: given(borrower?.email) },
    { label: t("phone"), value: borrower?.phone ? formatPhone(borrower.phone) : t("notGiven") },
    { label: t("zip"), value: given(answers.zip ?? answers.address?.zip) },
    { label: t("estimatedValue"), value: amount(answers.estimatedValue) },
    { label: t("mortgageBalanceEstimate"), value: amount(answers.mortgageBalanceEstimate) },
  ];
  return (
    <StepLayout
      title={t("finalTitle")}
      description={t("finalDescription")}
      {...layoutOf(step, { formState: { isValid: true } }, submit)}
      continueLabel={t("start")}
    >
      <DetailsList rows={rows} />
    </StepLayout>
  );
}
