"use client";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { derogatoryInput } from "@/domain/prequal/step-inputs";
import { YesNoField } from "@/ui/inputs";
import { StepLayout } from "@/ui/step-layout";
import { JourneyStepScreen, type ReadyJourney } from "./journey-step-screen";
import { useSaveStep } from "./use-save-step";
import { useStepForm } from "./use-step-form";

type Answer = boolean | null;
interface DerogatoryFields {
  bankruptcy: Answer;
  foreclosure: Answer;
  shortSale: Answer;
}

const FIELDS = ["bankruptcy", "foreclosure", "shortSale"] as const;

function DerogatoryForm({ ready, title }: { ready: ReadyJourney; title: string }) {
  const t = useTranslations("prequal.derogatory");
  const before = ready.journey.answers.derogatory;
  const form = useStepForm<DerogatoryFields, z.output<typeof derogatoryInput>>(derogatoryInput, {
    bankruptcy: before?.bankruptcy ?? null,
    foreclosure: before?.foreclosure ?? null,
    shortSale: before?.shortSale ?? null,
  });
  const save = useSaveStep(form, "derogatory", FIELDS);
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
      <YesNoField control={form.control} name="bankruptcy" legend={t("bankruptcy")} />
      <YesNoField control={form.control} name="foreclosure" legend={t("foreclosure")} />
      <YesNoField control={form.control} name="shortSale" legend={t("shortSale")} />
    </StepLayout>
  );
}

/**
 * Spec §2 /prequal/derogatory (§4 Disqualifying Issues): a bankruptcy in the last 4 years, a
 * foreclosure in the last 7, a short sale or deed-in-lieu in the last 4.
 */
export function DerogatoryStep() {
  const t = useTranslations("prequal.derogatory");
  return (
    <JourneyStepScreen slug="derogatory" title={t("title")}>
      {(ready) => <DerogatoryForm ready={ready} title={t("title")} />}
    </JourneyStepScreen>
  );
}
