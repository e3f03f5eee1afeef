"use client";
import { useTranslations } from "use-intl";
import { DateField, MoneyField, SsnField, TextField, YesNoField } from "@/ui/inputs";
import { StepLayout } from "@/ui/step-layout";
import { moneyField, textField } from "./answer-fields";
import { type CoborrowerFields, coborrowerAnswers, coborrowerFormInput } from "./coborrower-choice";
import { ConsentCheckbox } from "./consent-checkbox";
import { type ReadyStep, StepGate } from "./step-gate";
import { layoutOf, useSavedStepForm } from "./use-saved-step-form";

/**
 * Spec §2 coborrower (counted with landing step credit-score): "Is anyone applying with you?" A yes
 * asks for the coborrower's name, date of birth, SSN, income and their consent to their own soft
 * pull; a no is saved alone. Their SSN and date of birth are never sent back to the browser, so a
 * person who comes back here types them again.
 */
export function CoborrowerStep({ lenderName }: { lenderName: string }) {
  const t = useTranslations("initialSetup.coborrower");
  return (
    <StepGate slug="coborrower" title={t("title")}>
      {(step) => <CoborrowerForm step={step} lenderName={lenderName} />}
    </StepGate>
  );
}

function CoborrowerForm({ step, lenderName }: { step: ReadyStep; lenderName: string }) {
  const t = useTranslations("initialSetup.coborrower");
  const { withCoborrower, coborrower } = step.journey.answers;
  const { form, ...submit } = useSavedStepForm<CoborrowerFields, unknown>(
    "coborrower",
    coborrowerFormInput,
    {
      withCoborrower: withCoborrower ?? null,
      firstName: textField(coborrower?.firstName),
      lastName: textField(coborrower?.lastName),
      dateOfBirth: "",
      ssn: "",
      annualIncome: moneyField(coborrower?.annualIncome),
      email: textField(coborrower?.email),
      consent: false,
    },
    coborrowerAnswers,
  );
  const applyingTogether = form.watch("withCoborrower") === true;
  return (
    <StepLayout title={t("title")} description={t("description")} {...layoutOf(step, form, submit)}>
      <YesNoField control={form.control} name="withCoborrower" legend={t("legend")} hideLegend />
      {applyingTogether ? (
        <>
          <TextField control={form.control} name="firstName" label={t("firstName")} autoComplete="off" />
          <TextField control={form.control} name="lastName" label={t("lastName")} autoComplete="off" />
          <DateField control={form.control} name="dateOfBirth" label={t("dateOfBirth")} />
          <SsnField control={form.control} name="ssn" label={t("ssn")} />
          <MoneyField control={form.control} name="annualIncome" label={t("annualIncome")} />
          <TextField control={form.control} name="email" type="email" label={t("email")} autoComplete="off" />
          <ConsentCheckbox
            control={form.control}
            name="consent"
            label={t("consent", { lender: lenderName })}
          />
        </>
      ) : null}
    </StepLayout>
  );
}
