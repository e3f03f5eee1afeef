"use client";
import Stack from "@mui/material/Stack";
import type { Control } from "react-hook-form";
import { useTranslations } from "use-intl";
import { TITLE_MANNERS } from "@/domain/application/subject-property";
import { PROPERTY_TYPE_PICKER, PROPERTY_UNITS, PROPERTY_USES } from "@/domain/enums/property";
import type { Product } from "@/domain/prequal/step-inputs";
import { AddressFields, MoneyField, SelectField, TextField, YesNoField } from "@/ui/inputs";
import { QuestionSection } from "@/ui/question-section";
import type { SubjectPropertyValues } from "./subject-property-values";
import { TransactionFields } from "./transaction-fields";

type FormControl = Control<SubjectPropertyValues, unknown, unknown>;

function PropertyFields({ control }: { control: FormControl }) {
  const t = useTranslations("application-personal.subjectProperty");
  const a = useTranslations("application-personal.address");
  const choose = useTranslations("application-personal")("choose");
  const labels = {
    line1: a("line1"),
    line2: a("line2"),
    city: a("city"),
    state: a("state"),
    statePlaceholder: a("statePlaceholder"),
    zip: a("zip"),
  };
  return (
    <QuestionSection title={t("property")}>
      <AddressFields control={control} prefix="address" labels={labels} />
      <SelectField
        control={control}
        name="propertyUse"
        label={t("propertyUse")}
        placeholder={choose}
        options={PROPERTY_USES.map(({ value }) => ({ value, label: t(`propertyUses.${value}`) }))}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={3}>
        <SelectField
          control={control}
          name="propertyType"
          label={t("propertyType")}
          placeholder={choose}
          options={PROPERTY_TYPE_PICKER.map(({ value }) => ({ value, label: t(`propertyTypes.${value}`) }))}
        />
        <SelectField
          control={control}
          name="units"
          label={t("units")}
          placeholder={choose}
          options={PROPERTY_UNITS.map(({ value }) => ({
            value: String(value),
            label: t(`unitOptions.${value}`),
          }))}
        />
      </Stack>
      <MoneyField control={control} name="estimatedValue" label={t("estimatedValue")} />
    </QuestionSection>
  );
}

/**
 * Step 2's questions in Form 1003 order: for a mortgage the purchase or refinance first (section
 * 4a's loan purpose, 4d's gifts), then the property, its title (L3) and the costs of owning it.
 */
export function SubjectPropertyFields({ control, product }: { control: FormControl; product: Product }) {
  const t = useTranslations("application-personal.subjectProperty");
  const choose = useTranslations("application-personal")("choose");
  return (
    <Stack spacing={4}>
      {product === "mortgage" ? (
        <QuestionSection title={t("transaction")}>
          <TransactionFields control={control} />
        </QuestionSection>
      ) : null}
      <PropertyFields control={control} />
      <QuestionSection title={t("titleSection")}>
        <TextField
          control={control}
          name="titleNames"
          label={t("titleNames")}
          helperText={t("titleNamesHint")}
        />
        <SelectField
          control={control}
          name="titleManner"
          label={t("titleManner")}
          placeholder={choose}
          options={TITLE_MANNERS.map((value) => ({ value, label: t(`titleManners.${value}`) }))}
        />
        <YesNoField control={control} name="isInTrust" legend={t("isInTrust")} />
      </QuestionSection>
      <QuestionSection title={t("costs")}>
        <MoneyField
          control={control}
          name="hoaMonthlyFees"
          label={t("hoaMonthlyFees")}
          helperText={t("hoaMonthlyFeesHint")}
        />
        <MoneyField control={control} name="annualPropertyTaxes" label={t("annualPropertyTaxes")} />
        <MoneyField
          control={control}
          name="annualHomeownersInsurance"
          label={t("annualHomeownersInsurance")}
        />
      </QuestionSection>
    </Stack>
  );
}
