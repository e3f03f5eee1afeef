"use client";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { hasFbmInput } from "@/domain/prequal/step-inputs";
import { YesNoField } from "@/ui/inputs";
import { StepLayout } from "@/ui/step-layout";
import { type ReadyStep, StepGate } from "./step-gate";
import { layoutOf, useSavedStepForm } from "./use-saved-step-form";

/**
 * Spec §2 has-fbm ("has first mortgage", landing step 5): whether the person keeps their current
 * first mortgage. Yes is what a home equity line is for; no asks for a cash-out refinance instead
 * (the server prices a mortgage then). Decision 024.
 */
export function HasFbmStep() {
  const t = useTranslations("initialSetup.hasFbm");
  return (
    <StepGate slug="has-fbm" title={t("title")}>
      {(step) => <HasFbmForm step={step} />}
    </StepGate>
  );
}

function HasFbmForm({ step }: { step: ReadyStep }) {
  const t = useTranslations("initialSetup.hasFbm");
  const { form, ...submit } = useSavedStepForm<
    { keepsFirstMortgage: boolean | null },
    z.infer<typeof hasFbmInput>
  >("has-fbm", hasFbmInput, { keepsFirstMortgage: step.journey.answers.keepsFirstMortgage ?? null });
  return (
    <StepLayout title={t("title")} description={t("description")} {...layoutOf(step, form, submit)}>
      <YesNoField
        control={form.control}
        name="keepsFirstMortgage"
        legend={t("legend")}
        hideLegend
        yesLabel={t("yes")}
        noLabel={t("no")}
      />
    </StepLayout>
  );
}
