"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useFormatter, useTranslations } from "use-intl";
import type { z } from "zod";
import { formatMoney } from "@/domain/format/money";
import { mortgageSelectInput } from "@/domain/prequal/step-inputs";
import { StepLayout } from "@/ui/step-layout";
import { CheckboxList } from "./checkbox-list";
import { JourneyStepScreen, type ReadyJourney } from "./journey-step-screen";
import type { Journey } from "./use-journey";
import { useSaveStep } from "./use-save-step";
import { useStepForm } from "./use-step-form";

interface MortgageSelectFields {
  mortgageIds: string[];
}

/** A report day ("2019-04-01") as the month and year it reads as, in UTC like every date of spec §5. */
export function openedOn(day: string | null, format: (date: Date) => string): string | null {
  if (!day) return null;
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : format(date);
}

/**
 * The mortgages ticked when the step shows: those chosen before, or the first time, those the
 * credit report ties to the home's address (the server's `onThisHome`).
 */
export function chosenMortgages(journey: Pick<Journey, "answers" | "reportMortgages">): string[] {
  return (
    journey.answers.selectedMortgageIds ??
    journey.reportMortgages.filter((m) => m.onThisHome).map((m) => m.id)
  );
}

function MortgageSelectForm({ ready, title }: { ready: ReadyJourney; title: string }) {
  const t = useTranslations("prequal.mortgageSelect");
  const format = useFormatter();
  const { journey } = ready;
  const known = new Set(journey.reportMortgages.map((m) => m.id));
  const form = useStepForm<MortgageSelectFields, z.output<typeof mortgageSelectInput>>(mortgageSelectInput, {
    mortgageIds: chosenMortgages(journey).filter((id) => known.has(id)),
  });
  const save = useSaveStep(form, "mortgage-select", ["mortgageIds"]);
  const line1 = journey.answers.address?.line1 ?? t("yourHome");
  const items = journey.reportMortgages.map((m) => {
    const opened = openedOn(m.dateOpened, (d) => format.dateTime(d, { month: "long", year: "numeric" }));
    return {
      id: m.id,
      label: (
        <Box>
          <Typography component="span" sx={{ display: "block", fontWeight: 600 }}>
            {m.creditor}
          </Typography>
          <Typography component="span" sx={{ display: "block", color: "text.secondary" }}>
            {opened
              ? t("balanceOpened", { balance: formatMoney(m.balance), opened })
              : t("balance", { balance: formatMoney(m.balance) })}
          </Typography>
        </Box>
      ),
    };
  });

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
      {items.length > 0 ? (
        <CheckboxList
          control={form.control}
          name="mortgageIds"
          legend={t("question", { line1 })}
          items={items}
          helperText={t("noneHint")}
        />
      ) : (
        <Typography>{t("noMortgages")}</Typography>
      )}
    </StepLayout>
  );
}

/** Spec §2 /prequal/mortgage-select: which mortgages on the credit report are liens on this home. */
export function MortgageSelectStep() {
  const t = useTranslations("prequal.mortgageSelect");
  return (
    <JourneyStepScreen slug="mortgage-select" title={t("title")}>
      {(ready) => <MortgageSelectForm ready={ready} title={t("title")} />}
    </JourneyStepScreen>
  );
}
