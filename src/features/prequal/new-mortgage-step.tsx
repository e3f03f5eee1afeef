"use client";
import { useWatch } from "react-hook-form";
import { useTranslations } from "use-intl";
import { z } from "zod";
import { formatMoney } from "@/domain/format/money";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { MORTGAGE_PURPOSES, newMortgageInput } from "@/domain/prequal/step-inputs";
import { ChoiceCardsField } from "@/ui/choice-cards";
import { MoneyField } from "@/ui/inputs";
import { StepLayout } from "@/ui/step-layout";
import { JourneyStepScreen, type ReadyJourney } from "./journey-step-screen";
import { useSaveStep } from "./use-save-step";
import { useStepForm } from "./use-step-form";

export interface NewMortgageFields {
  product: "heloc" | "mortgage";
  purpose: "" | (typeof MORTGAGE_PURPOSES)[number];
  purchasePrice: string;
  downPayment: string;
  cashOutAmount: string;
}

const FIELDS = ["product", "purpose", "purchasePrice", "downPayment", "cashOutAmount"] as const;

const money = (amount: number | undefined) => (amount === undefined ? "" : formatMoney(amount));

export function newMortgageDefaults(answers: PrequalAnswers): NewMortgageFields {
  return {
    product: answers.product ?? "heloc",
    purpose: answers.mortgagePurpose ?? "",
    purchasePrice: money(answers.purchasePrice),
    downPayment: money(answers.downPayment),
    cashOutAmount: money(answers.cashOutAmount),
  };
}

/**
 * The answers this step sends: only the amounts its choice asks for (a HELOC, none), an amount
 * left empty as not given. What the person typed for another choice stays in the form, in case
 * they come back to it, but is not sent.
 */
export function newMortgageAnswers(fields: NewMortgageFields) {
  if (fields.product !== "mortgage") return { product: "heloc" as const };
  const given = (value: string) => (value.trim() === "" ? undefined : value);
  return {
    product: "mortgage" as const,
    purpose: fields.purpose === "" ? undefined : fields.purpose,
    purchasePrice: fields.purpose === "purchase" ? given(fields.purchasePrice) : undefined,
    downPayment: fields.purpose === "purchase" ? given(fields.downPayment) : undefined,
    cashOutAmount: fields.purpose === "cashOut" ? given(fields.cashOutAmount) : undefined,
  };
}

/** The server's schema, read from what this form holds. */
const newMortgageForm = z.preprocess(
  (fields) => newMortgageAnswers(fields as NewMortgageFields),
  newMortgageInput,
);

function NewMortgageForm({ ready, title }: { ready: ReadyJourney; title: string }) {
  const t = useTranslations("prequal.newMortgage");
  const form = useStepForm<NewMortgageFields, z.output<typeof newMortgageInput>>(
    newMortgageForm,
    newMortgageDefaults(ready.journey.answers),
  );
  const save = useSaveStep(form, "new-mortgage", FIELDS);
  const { control } = form;
  const [product, purpose] = useWatch({ control, name: ["product", "purpose"] });
  return (
    <StepLayout
      title={title}
      description={t("description")}
      step={ready.step}
      back={ready.back}
      onSubmit={form.handleSubmit(() => save.submit(newMortgageAnswers(form.getValues())))}
      continueDisabled={!form.formState.isValid}
      submitting={save.submitting}
      error={save.refusal}
    >
      <ChoiceCardsField
        control={control}
        name="product"
        legend={t("product")}
        columns={{ xs: 1, sm: 2 }}
        options={[
          { value: "heloc", label: t("heloc"), description: t("helocDescription") },
          { value: "mortgage", label: t("mortgage"), description: t("mortgageDescription") },
        ]}
      />
      {product === "mortgage" ? (
        <ChoiceCardsField
          control={control}
          name="purpose"
          legend={t("purpose")}
          columns={{ xs: 1, sm: 3 }}
          options={MORTGAGE_PURPOSES.map((value) => ({ value, label: t(`purposes.${value}`) }))}
        />
      ) : null}
      {product === "mortgage" && purpose === "purchase" ? (
        <>
          <MoneyField control={control} name="purchasePrice" label={t("purchasePrice")} />
          <MoneyField control={control} name="downPayment" label={t("downPayment")} />
        </>
      ) : null}
      {product === "mortgage" && purpose === "cashOut" ? (
        <MoneyField
          control={control}
          name="cashOutAmount"
          label={t("cashOutAmount")}
          helperText={t("cashOutAmountHint")}
        />
      ) : null}
    </StepLayout>
  );
}

/** Spec §2 /prequal/new-mortgage: a HELOC by default, or a mortgage to buy or to refinance. */
export function NewMortgageStep() {
  const t = useTranslations("prequal.newMortgage");
  return (
    <JourneyStepScreen slug="new-mortgage" title={t("title")}>
      {(ready) => <NewMortgageForm ready={ready} title={t("title")} />}
    </JourneyStepScreen>
  );
}
