"use client";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { listedForSaleInput } from "@/domain/prequal/step-inputs";
import { YesNoField } from "@/ui/inputs";
import { StepLayout } from "@/ui/step-layout";
import { JourneyStepScreen, type ReadyJourney } from "./journey-step-screen";
import { useSaveStep } from "./use-save-step";
import { useStepForm } from "./use-step-form";

interface ListedForSaleFields {
  listedForSale: boolean | null;
}

function ListedForSaleForm({ ready, title }: { ready: ReadyJourney; title: string }) {
  const t = useTranslations("prequal.listedForSale");
  const form = useStepForm<ListedForSaleFields, z.output<typeof listedForSaleInput>>(listedForSaleInput, {
    listedForSale: ready.journey.answers.listedForSale ?? null,
  });
  const save = useSaveStep(form, "listed-for-sale", ["listedForSale"]);
  return (
    <StepLayout
      title={title}
      step={ready.step}
      back={ready.back}
      onSubmit={form.handleSubmit(() => save.submit(form.getValues()))}
      continueDisabled={!form.formState.isValid}
      submitting={save.submitting}
      error={save.refusal}
    >
      <YesNoField control={form.control} name="listedForSale" legend={t("question")} helperText={t("hint")} />
    </StepLayout>
  );
}

/** Spec §2 /prequal/listed-for-sale: a home listed for sale cannot secure a line (it declines). */
export function ListedForSaleStep() {
  const t = useTranslations("prequal.listedForSale");
  return (
    <JourneyStepScreen slug="listed-for-sale" title={t("title")}>
      {(ready) => <ListedForSaleForm ready={ready} title={t("title")} />}
    </JourneyStepScreen>
  );
}
