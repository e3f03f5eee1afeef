"use client";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { CREDIT_RANGES, creditRangeInput } from "@/domain/prequal/step-inputs";
import { ChoiceCardsField } from "@/ui/choice-cards";
import { StepLayout } from "@/ui/step-layout";
import { textField } from "./answer-fields";
import { type ReadyStep, StepGate } from "./step-gate";
import { layoutOf, useSavedStepForm } from "./use-saved-step-form";

/** Spec §2 credit-range (landing step 7): four cards, Excellent 760+ to Needs work below 640. */
export function CreditRangeStep() {
  const t = useTranslations("initialSetup.creditRange");
  return (
    <StepGate slug="credit-range" title={t("title")}>
      {(step) => <CreditRangeForm step={step} />}
    </StepGate>
  );
}

function CreditRangeForm({ step }: { step: ReadyStep }) {
  const t = useTranslations("initialSetup.creditRange");
  const { form, ...submit } = useSavedStepForm<{ creditRange: string }, z.infer<typeof creditRangeInput>>(
    "credit-range",
    creditRangeInput,
    { creditRange: textField(step.journey.answers.creditRange) },
  );
  const options = CREDIT_RANGES.map((range) => ({
    value: range,
    label: t(range),
    description: t(`${range}Range`),
  }));
  return (
    <StepLayout title={t("title")} description={t("description")} {...layoutOf(step, form, submit)}>
      <ChoiceCardsField
        control={form.control}
        name="creditRange"
        legend={t("legend")}
        hideLegend
        columns={{ xs: 1, sm: 2 }}
        options={options}
      />
    </StepLayout>
  );
}
