"use client";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { nameInput } from "@/domain/prequal/step-inputs";
// The module itself, not the inputs' index: that would bring the MUI inputs with it (decision 053).
import { TextField } from "@/ui/inputs/text-field";
import { StepLayout } from "@/ui/step-layout";
import { textField } from "./answer-fields";
import type { ReadyStep } from "./step-gate";
import { layoutOf, useSavedStepForm } from "./use-saved-step-form";

type NameFields = { firstName: string; lastName: string };

/** The name step's form, loaded after first paint (its schema and form library with it). */
export function NameForm({ step }: { step: ReadyStep }) {
  const t = useTranslations("initialSetup.name");
  const borrower = step.journey.answers.borrower;
  const { form, ...submit } = useSavedStepForm<NameFields, z.infer<typeof nameInput>>("name", nameInput, {
    firstName: textField(borrower?.firstName),
    lastName: textField(borrower?.lastName),
  });
  return (
    <StepLayout title={t("title")} description={t("description")} {...layoutOf(step, form, submit)}>
      <TextField control={form.control} name="firstName" label={t("firstName")} autoComplete="given-name" />
      <TextField control={form.control} name="lastName" label={t("lastName")} autoComplete="family-name" />
    </StepLayout>
  );
}
