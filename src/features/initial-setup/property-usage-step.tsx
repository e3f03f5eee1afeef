"use client";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { PROPERTY_USES } from "@/domain/enums/property";
import { propertyUsageInput } from "@/domain/prequal/step-inputs";
import { ChoiceCardsField } from "@/ui/choice-cards";
import { PROPERTY_USE_ILLUSTRATIONS } from "@/ui/illustrations/property-use";
import { StepLayout } from "@/ui/step-layout";
import { textField } from "./answer-fields";
import { type ReadyStep, StepGate } from "./step-gate";
import { layoutOf, useSavedStepForm } from "./use-saved-step-form";

/**
 * Spec §2 property-usage (landing step 9, version A only): three image cards, Primary Home,
 * Secondary Home and Rental Property, with the product's own illustrations and their alt text.
 */
export function PropertyUsageStep() {
  const t = useTranslations("initialSetup.propertyUsage");
  return (
    <StepGate slug="property-usage" title={t("title")}>
      {(step) => <PropertyUsageForm step={step} />}
    </StepGate>
  );
}

function PropertyUsageForm({ step }: { step: ReadyStep }) {
  const t = useTranslations("initialSetup.propertyUsage");
  const { form, ...submit } = useSavedStepForm<{ propertyUse: string }, z.infer<typeof propertyUsageInput>>(
    "property-usage",
    propertyUsageInput,
    { propertyUse: textField(step.journey.answers.propertyUse) },
  );
  const options = PROPERTY_USES.map(({ value }) => {
    const Illustration = PROPERTY_USE_ILLUSTRATIONS[value];
    return {
      value,
      label: t(value),
      description: t(`${value}Hint`),
      illustration: <Illustration label={t(`${value}Alt`)} />,
    };
  });
  return (
    <StepLayout title={t("title")} {...layoutOf(step, form, submit)}>
      <ChoiceCardsField
        control={form.control}
        name="propertyUse"
        legend={t("legend")}
        hideLegend
        options={options}
      />
    </StepLayout>
  );
}
