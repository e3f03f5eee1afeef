"use client";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { mortgageEstimateInput } from "@/domain/prequal/step-inputs";
import { MoneyField } from "@/ui/inputs";
import { StepLayout } from "@/ui/step-layout";
import { moneyField } from "./answer-fields";
import { type ReadyStep, StepGate } from "./step-gate";
import { layoutOf, useSavedStepForm } from "./use-saved-step-form";

/** Spec §2 landing step 4: about how much is still owed on the home. */
export function MortgageEstimateStep() {
  const t = useTranslations("initialSetup.mortgageEstimate");
  return (
    <StepGate slug="mortgage-estimate" title={t("title")}>
      {(step) => <MortgageEstimateForm step={step} />}
    </StepGate>
  );
}

function MortgageEstimateForm({ step }: { step: ReadyStep }) {
  const t = useTranslations("initialSetup.mortgageEstimate");
  const { form, ...submit } = useSavedStepForm<
    { mortgageBalanceEstimate: string },
    z.infer<typeof mortgageEstimateInput>
  >("mortgage-estimate", mortgageEstimateInput, {
    mortgageBalanceEstimate: moneyField(step.journey.answers.mortgageBalanceEstimate),
  });
  return (
    <StepLayout title={t("title")} {...layoutOf(step, form, submit)}>
      <MoneyField
        control={form.control}
        name="mortgageBalanceEstimate"
        label={t("label")}
        helperText={t("hint")}
      />
    </StepLayout>
  );
}
