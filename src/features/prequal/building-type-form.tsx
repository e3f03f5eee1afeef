"use client";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { PROPERTY_TYPE_PICKER, PROPERTY_UNITS, PROPERTY_USES } from "@/domain/enums/property";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { buildingTypeInput } from "@/domain/prequal/step-inputs";
import { ChoiceCardsField } from "@/ui/choice-cards";
import { PROPERTY_USE_ILLUSTRATIONS } from "@/ui/illustrations/property-use";
import { StepLayout } from "@/ui/step-layout";
import type { ReadyJourney } from "./journey-step-screen";
import { RadioQuestion } from "./radio-question";
import { useSaveStep } from "./use-save-step";
import { useStepForm } from "./use-step-form";

export interface BuildingTypeFields {
  propertyType: string;
  units: string;
  propertyUse: string;
}

const FIELDS = ["propertyType", "units", "propertyUse"] as const;

export function buildingTypeDefaults(answers: PrequalAnswers): BuildingTypeFields {
  return {
    propertyType: answers.propertyType ?? "",
    units: answers.units === undefined ? "" : String(answers.units),
    propertyUse: answers.propertyUse ?? "",
  };
}

/** The building-type step's form, loaded after first paint (its schema and form library with it). */
export function BuildingTypeForm({ ready, title }: { ready: ReadyJourney; title: string }) {
  const t = useTranslations("prequal.buildingType");
  const form = useStepForm<BuildingTypeFields, z.output<typeof buildingTypeInput>>(
    buildingTypeInput,
    buildingTypeDefaults(ready.journey.answers),
  );
  const save = useSaveStep(form, "building-type", FIELDS);
  const { control } = form;
  return (
    <StepLayout
      title={title}
      description={t("description")}
      step={ready.step}
      back={ready.back}
      onSubmit={form.handleSubmit(() => save.submit(form.getValues()))}
      continueDisabled={!form.formState.isValid}
      submitting={save.submitting}
      error={save.refusal}
    >
      <ChoiceCardsField
        control={control}
        name="propertyType"
        legend={t("propertyType")}
        columns={{ xs: 2, sm: 2 }}
        options={PROPERTY_TYPE_PICKER.map(({ value }) => ({ value, label: t(`propertyTypes.${value}`) }))}
      />
      <RadioQuestion
        control={control}
        name="units"
        legend={t("units")}
        helperText={t("unitsHint")}
        row
        options={PROPERTY_UNITS.map(({ value, label }) => ({ value: String(value), label }))}
      />
      <ChoiceCardsField
        control={control}
        name="propertyUse"
        legend={t("propertyUse")}
        options={PROPERTY_USES.map(({ value }) => {
          const Illustration = PROPERTY_USE_ILLUSTRATIONS[value];
          const label = t(`propertyUses.${value}`);
          return { value, label, illustration: <Illustration label={t(`propertyUseImages.${value}`)} /> };
        })}
      />
    </StepLayout>
  );
}
