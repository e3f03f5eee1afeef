"use client";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { propertyValueInput } from "@/domain/prequal/step-inputs";
import { MoneyField } from "@/ui/inputs";
import { StepLayout } from "@/ui/step-layout";
import { moneyField } from "./answer-fields";
import { type ReadyStep, StepGate } from "./step-gate";
import { layoutOf, useSavedStepForm } from "./use-saved-step-form";

/** Spec §2 landing step 3: what the person thinks the home is worth. */
export function PropertyValueStep() {
  const t = useTranslations("initialSetup.propertyValue");
  return (
    <StepGate slug="property-value" title={t("title")}>
      {(step) => <PropertyValueForm step={step} />}
    </StepGate>
  );
}

function PropertyValueForm({ step }: { step: ReadyStep }) {
  const t = useTranslations("initialSetup.propertyValue");
  const { form, ...submit } = useSavedStepForm<
    { estimatedValue: string },
    z.infer<typeof propertyValueInput>
  >("property-value", propertyValueInput, {
    estimatedValue: moneyField(step.journey.answers.estimatedValue),
  });
  return (
    <StepLayout title={t("title")} {...layoutOf(step, form, submit)}>
      <MoneyField control={form.control} name="estimatedValue" label={t("label")} helperText={t("hint")} />
    </StepLayout>
  );
}
