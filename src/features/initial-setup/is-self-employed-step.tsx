"use client";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { isSelfEmployedInput } from "@/domain/prequal/step-inputs";
import { YesNoField } from "@/ui/inputs";
import { StepLayout } from "@/ui/step-layout";
import { type ReadyStep, StepGate } from "./step-gate";
import { layoutOf, useSavedStepForm } from "./use-saved-step-form";

/** Spec §2 is-self-employed (landing step 6): 25% or more of a business counts (spec §5). */
export function IsSelfEmployedStep() {
  const t = useTranslations("initialSetup.isSelfEmployed");
  return (
    <StepGate slug="is-self-employed" title={t("title")}>
      {(step) => <IsSelfEmployedForm step={step} />}
    </StepGate>
  );
}

function IsSelfEmployedForm({ step }: { step: ReadyStep }) {
  const t = useTranslations("initialSetup.isSelfEmployed");
  const { form, ...submit } = useSavedStepForm<
    { selfEmployed: boolean | null },
    z.infer<typeof isSelfEmployedInput>
  >("is-self-employed", isSelfEmployedInput, {
    selfEmployed: step.journey.answers.borrower?.selfEmployed ?? null,
  });
  return (
    <StepLayout title={t("title")} description={t("description")} {...layoutOf(step, form, submit)}>
      <YesNoField control={form.control} name="selfEmployed" legend={t("legend")} hideLegend />
    </StepLayout>
  );
}
