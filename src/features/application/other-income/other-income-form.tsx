"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useLayoutEffect } from "react";
import { type Control, type UseFormReturn, useFieldArray, useForm, useWatch } from "react-hook-form";
import { useTranslations } from "use-intl";
import {
  OTHER_INCOME_TYPES,
  type OtherIncome,
  otherIncomeInput,
  type RentalProperty,
} from "@/domain/application/other-income";
import { schemaResolver } from "@/ui/form-resolver";
import { MoneyField, SelectField, TextField } from "@/ui/inputs";

/** One income source as the form holds it: every type's fields; the schema reads the chosen type's. */
export interface IncomeSourceFields {
  type: string;
  monthlyAmount: string;
  payer: string;
  propertyId: string;
  rentalUnits: string;
  country: string;
  assetDescription: string;
}
export interface OtherIncomeFields {
  incomeSources: IncomeSourceFields[];
}

export const emptySource = (): IncomeSourceFields => ({
  type: "",
  monthlyAmount: "",
  payer: "",
  propertyId: "",
  rentalUnits: "",
  country: "",
  assetDescription: "",
});

type FormControl = Control<OtherIncomeFields, unknown, OtherIncome>;

/** The questions one kind of income needs (rental: property and units; foreign: country …). */
function SourceDetails({
  control,
  index,
  properties,
}: {
  control: FormControl;
  index: number;
  properties: readonly RentalProperty[];
}) {
  const t = useTranslations("application-income.otherIncome");
  const type = useWatch({ control, name: `incomeSources.${index}.type` });
  if (type === "") return null;
  const amount = (label: string) => (
    <MoneyField control={control} name={`incomeSources.${index}.monthlyAmount`} label={label} />
  );
  if (type === "rental")
    return (
      <>
        {properties.length === 0 ? <Typography>{t("noProperties")}</Typography> : null}
        <SelectField
          control={control}
          name={`incomeSources.${index}.propertyId`}
          label={t("property")}
          placeholder={t("propertyPlaceholder")}
          options={properties.map((p) => ({ value: p.propertyId, label: p.label }))}
        />
        <TextField
          control={control}
          name={`incomeSources.${index}.rentalUnits`}
          label={t("rentalUnits")}
          inputMode="numeric"
          maxLength={3}
        />
        {amount(t("monthlyAmount"))}
      </>
    );
  if (type === "foreign")
    return (
      <>
        <TextField
          control={control}
          name={`incomeSources.${index}.country`}
          label={t("country")}
          autoComplete="off"
        />
        {amount(t("monthlyAmount"))}
      </>
    );
  if (type === "capitalGains")
    return (
      <>
        <TextField
          control={control}
          name={`incomeSources.${index}.assetDescription`}
          label={t("assetDescription")}
          autoComplete="off"
        />
        {amount(t("monthlyAverage"))}
      </>
    );
  return (
    <>
      {amount(t("monthlyAmount"))}
      <TextField
        control={control}
        name={`incomeSources.${index}.payer`}
        label={t("payer")}
        autoComplete="off"
      />
    </>
  );
}

export type OtherIncomeFormState = UseFormReturn<OtherIncomeFields, unknown, OtherIncome>;

export function useOtherIncomeForm(defaults: OtherIncomeFields): OtherIncomeFormState {
  return useForm<OtherIncomeFields, unknown, OtherIncome>({
    resolver: schemaResolver<OtherIncomeFields, OtherIncome>(otherIncomeInput),
    defaultValues: defaults,
    mode: "onTouched",
  });
}

/**
 * Adding or removing a row makes react-hook-form check the whole list at once, which would show a
 * new row's "Choose the kind of income" before it is touched. Until the first submit, a message
 * shows only for a field the person has left (mode onTouched); it is cleared before it is painted.
 */
function useErrorsOnlyOnceTouched(form: OtherIncomeFormState) {
  const { errors, touchedFields, isSubmitted } = form.formState;
  useLayoutEffect(() => {
    if (isSubmitted) return;
    const rows = errors.incomeSources;
    if (!rows || typeof rows !== "object") return;
    const untouched: `incomeSources.${number}.${keyof IncomeSourceFields}`[] = [];
    for (const [index, row] of Object.entries(rows)) {
      const i = Number(index);
      if (Number.isNaN(i) || !row || typeof row !== "object") continue;
      const touched = touchedFields.incomeSources?.[i];
      for (const key of Object.keys(row) as (keyof IncomeSourceFields)[])
        if (!touched?.[key]) untouched.push(`incomeSources.${i}.${key}`);
    }
    if (untouched.length > 0) form.clearErrors(untouched);
  }, [form, errors, touchedFields, isSubmitted]);
}

/** other-income (spec §2): every income besides the jobs, each with the fields its type needs. */
export function OtherIncomeForm({
  form,
  properties,
  frame,
  onSave,
}: {
  form: OtherIncomeFormState;
  properties: readonly RentalProperty[];
  frame: (parts: { description: string; onSubmit: () => void; children: ReactNode }) => ReactNode;
  onSave: (income: OtherIncome) => void;
}) {
  const t = useTranslations("application-income.otherIncome");
  const { control } = form;
  const sources = useFieldArray({ control, name: "incomeSources", keyName: "key" });
  useErrorsOnlyOnceTouched(form);
  return frame({
    description: t("description"),
    onSubmit: () => void form.handleSubmit(onSave)(),
    children: (
      <>
        {sources.fields.length === 0 ? <Typography>{t("none")}</Typography> : null}
        {sources.fields.map((source, index) => (
          <Stack
            key={source.key}
            component="fieldset"
            spacing={3}
            sx={{
              border: 1,
              borderColor: "divider",
              borderRadius: 2,
              p: { xs: 2, sm: 3 },
              m: 0,
              minWidth: 0,
            }}
          >
            <Typography component="legend" variant="h6" sx={{ p: 0 }}>
              {t("source", { number: index + 1 })}
            </Typography>
            <SelectField
              control={control}
              name={`incomeSources.${index}.type`}
              label={t("type")}
              placeholder={t("typePlaceholder")}
              options={OTHER_INCOME_TYPES}
            />
            <SourceDetails control={control} index={index} properties={properties} />
            <Button variant="text" onClick={() => sources.remove(index)} sx={{ alignSelf: "flex-start" }}>
              {t("remove", { number: index + 1 })}
            </Button>
          </Stack>
        ))}
        <Button
          variant="outlined"
          onClick={() => sources.append(emptySource())}
          sx={{ alignSelf: "flex-start" }}
        >
          {t("add")}
        </Button>
      </>
    ),
  });
}
