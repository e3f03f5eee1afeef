"use client";
import Stack from "@mui/material/Stack";
import { useTranslations } from "use-intl";
import { formatMoney } from "@/domain/format/money";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { addressInput } from "@/domain/prequal/step-inputs";
import { MoneyField, StateSelectField, TextField, ZipField } from "@/ui/inputs";
import { StepLayout } from "@/ui/step-layout";
import type { ReadyJourney } from "./journey-step-screen";
import { useSaveStep } from "./use-save-step";
import { useStepForm } from "./use-step-form";

export interface AddressFields {
  address: { line1: string; line2: string; city: string; state: string; zip: string };
  estimatedValue: string;
}

const FIELDS = [
  "address.line1",
  "address.line2",
  "address.city",
  "address.state",
  "address.zip",
  "estimatedValue",
] as const;

export function addressDefaults(answers: PrequalAnswers): AddressFields {
  const a = answers.address;
  return {
    address: {
      line1: a?.line1 ?? "",
      line2: a?.line2 ?? "",
      city: a?.city ?? "",
      state: a?.state ?? "",
      zip: a?.zip ?? answers.zip ?? "",
    },
    estimatedValue: answers.estimatedValue === undefined ? "" : formatMoney(answers.estimatedValue),
  };
}

/** The address step's form, loaded after first paint (its schema and form library with it). */
export function AddressForm({ ready, title }: { ready: ReadyJourney; title: string }) {
  const t = useTranslations("prequal.address");
  const form = useStepForm<AddressFields, unknown>(addressInput, addressDefaults(ready.journey.answers));
  const save = useSaveStep(form, "address", FIELDS);
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
      <TextField control={control} name="address.line1" label={t("line1")} autoComplete="address-line1" />
      <TextField control={control} name="address.line2" label={t("line2")} autoComplete="address-line2" />
      <TextField control={control} name="address.city" label={t("city")} autoComplete="address-level2" />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={3}>
        <StateSelectField
          control={control}
          name="address.state"
          label={t("state")}
          placeholder={t("statePlaceholder")}
        />
        <ZipField control={control} name="address.zip" label={t("zip")} />
      </Stack>
      <MoneyField
        control={control}
        name="estimatedValue"
        label={t("estimatedValue")}
        helperText={t("estimatedValueHint")}
      />
    </StepLayout>
  );
}
