"use client";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { creditIncomeInput } from "@/domain/prequal/step-inputs";
import { MoneyField } from "@/ui/inputs";
import { StepLayout } from "@/ui/step-layout";
import { moneyField } from "./answer-fields";
import { type ReadyStep, StepGate } from "./step-gate";
import { layoutOf, useSavedStepForm } from "./use-saved-step-form";

/** The old flow's credit-income: the borrower's yearly income (counted with landing step credit-range). */
export function CreditIncomeStep() {
  const t = useTranslations("initialSetup.creditIncome");
  return (
    <StepGate slug="credit-income" title={t("title")}>
      {(step) => <CreditIncomeForm step={step} />}
    </StepGate>
  );
}

function CreditIncomeForm({ step }: { step: ReadyStep }) {
  const t = useTranslations("initialSetup.creditIncome");
  const { form, ...submit } = useSavedStepForm<{ annualIncome: string }, z.infer<typeof creditIncomeInput>>(
    "credit-income",
    creditIncomeInput,
    { annualIncome: moneyField(step.journey.answers.borrower?.annualIncome) },
  );
  return (
    <StepLayout title={t("title")} {...layoutOf(step, form, submit)}>
      <MoneyField control={form.control} name="annualIncome" label={t("label")} helperText={t("hint")} />
    </StepLayout>
  );
}
