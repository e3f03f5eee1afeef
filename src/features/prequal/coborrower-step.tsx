"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { formatMoney } from "@/domain/format/money";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { coborrowerChoiceInput } from "@/domain/prequal/step-inputs";
import { DateField, MoneyField, SsnField, TextField } from "@/ui/inputs";
import { StepLayout } from "@/ui/step-layout";
import { ConsentCheckbox } from "./consent-checkbox";
import { JourneyStepScreen, type ReadyJourney } from "./journey-step-screen";
import { useSaveStep } from "./use-save-step";
import { useStepForm } from "./use-step-form";

export interface CoborrowerFields {
  withCoborrower: true;
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  ssn: string;
  annualIncome: string;
  consent: boolean;
}

const FIELDS = ["firstName", "lastName", "email", "dateOfBirth", "ssn", "annualIncome", "consent"] as const;

/** The coborrower's answers given before; never their SSN or date of birth, never their consent. */
export function coborrowerDefaults(answers: PrequalAnswers): CoborrowerFields {
  const c = answers.coborrower;
  return {
    withCoborrower: true,
    firstName: c?.firstName ?? "",
    lastName: c?.lastName ?? "",
    email: c?.email ?? "",
    dateOfBirth: "",
    ssn: "",
    annualIncome: c?.annualIncome === undefined ? "" : formatMoney(c.annualIncome),
    consent: false,
  };
}

function CoborrowerForm({
  ready,
  title,
  lenderName,
}: {
  ready: ReadyJourney;
  title: string;
  lenderName: string;
}) {
  const t = useTranslations("prequal.coborrower");
  const form = useStepForm<CoborrowerFields, z.output<typeof coborrowerChoiceInput>>(
    coborrowerChoiceInput,
    coborrowerDefaults(ready.journey.answers),
  );
  const save = useSaveStep(form, "coborrower", FIELDS);
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
      <Stack direction={{ xs: "column", sm: "row" }} spacing={3}>
        <TextField control={control} name="firstName" label={t("firstName")} autoComplete="off" />
        <TextField control={control} name="lastName" label={t("lastName")} autoComplete="off" />
      </Stack>
      <TextField
        control={control}
        name="email"
        type="email"
        label={t("email")}
        helperText={t("emailHint")}
        autoComplete="off"
      />
      <DateField control={control} name="dateOfBirth" label={t("dateOfBirth")} />
      <SsnField control={control} name="ssn" label={t("ssn")} helperText={t("ssnHint")} />
      <MoneyField
        control={control}
        name="annualIncome"
        label={t("annualIncome")}
        helperText={t("annualIncomeHint")}
      />
      <ConsentCheckbox control={control} name="consent" label={t("consent", { lender: lenderName })} />
      <Box>
        <Button
          type="button"
          variant="text"
          onClick={() => save.submit({ withCoborrower: false })}
          disabled={save.submitting}
        >
          {t("noOneAfterAll")}
        </Button>
      </Box>
    </StepLayout>
  );
}

/**
 * Spec §2 /prequal/coborrower: the person applying with the borrower, who consents to their own
 * soft pull; or "no one after all". Only shown when the credit step said someone applies with them
 * (otherwise useJourney sends the person on).
 */
export function CoborrowerStep({ lenderName }: { lenderName: string }) {
  const t = useTranslations("prequal.coborrower");
  return (
    <JourneyStepScreen slug="coborrower" title={t("title")}>
      {(ready) => <CoborrowerForm ready={ready} title={t("title")} lenderName={lenderName} />}
    </JourneyStepScreen>
  );
}
