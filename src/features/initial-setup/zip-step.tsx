"use client";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { zipOnlyInput } from "@/domain/prequal/step-inputs";
import { ZipField } from "@/ui/inputs";
import { StepLayout } from "@/ui/step-layout";
import { textField } from "./answer-fields";
import { type ReadyStep, StepGate } from "./step-gate";
import { layoutOf, useSavedStepForm } from "./use-saved-step-form";

/**
 * Spec §2 landing step 8: the home's ZIP code. The server answers the waitlist's path when the
 * lender is not licensed in its state.
 */
export function ZipStep() {
  const t = useTranslations("initialSetup.zip");
  return (
    <StepGate slug="zip" title={t("title")}>
      {(step) => <ZipForm step={step} />}
    </StepGate>
  );
}

function ZipForm({ step }: { step: ReadyStep }) {
  const t = useTranslations("initialSetup.zip");
  const answers = step.journey.answers;
  const { form, ...submit } = useSavedStepForm<{ zip: string }, z.infer<typeof zipOnlyInput>>(
    "zip",
    zipOnlyInput,
    { zip: textField(answers.zip ?? answers.address?.zip) },
  );
  return (
    <StepLayout title={t("title")} {...layoutOf(step, form, submit)}>
      <ZipField control={form.control} name="zip" label={t("label")} helperText={t("hint")} />
    </StepLayout>
  );
}
