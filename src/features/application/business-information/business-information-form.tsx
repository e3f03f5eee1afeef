"use client";
import type { ReactNode } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import {
  BUSINESS_TYPES,
  type BusinessInformation,
  businessInformationInput,
} from "@/domain/application/business-information";
import { schemaResolver } from "@/ui/form-resolver";
import { DateField, EinField, MoneyField, SelectField, TextField } from "@/ui/inputs";

export interface BusinessInformationFields {
  businessName: string;
  businessType: string;
  ein: string;
  startDate: string;
  ownershipShare: string;
  monthlyIncome: string;
}

export const emptyBusiness = (ownershipShare = ""): BusinessInformationFields => ({
  businessName: "",
  businessType: "",
  ein: "",
  startDate: "",
  ownershipShare,
  monthlyIncome: "",
});

export type BusinessInformationFormState = UseFormReturn<
  BusinessInformationFields,
  unknown,
  BusinessInformation
>;

export function useBusinessInformationForm(
  defaults: BusinessInformationFields,
): BusinessInformationFormState {
  return useForm<BusinessInformationFields, unknown, BusinessInformation>({
    resolver: schemaResolver<BusinessInformationFields, BusinessInformation>(businessInformationInput),
    defaultValues: defaults,
    mode: "onTouched",
  });
}

/** The business of a 25%+ owner (spec §2 business-information), checked by the server's schema. */
export function BusinessInformationForm({
  form,
  frame,
  onSave,
}: {
  form: BusinessInformationFormState;
  frame: (parts: { description: string; onSubmit: () => void; children: ReactNode }) => ReactNode;
  onSave: (business: BusinessInformation) => void;
}) {
  const t = useTranslations("application-income.business");
  const { control } = form;
  return frame({
    description: t("description"),
    onSubmit: () => void form.handleSubmit(onSave)(),
    children: (
      <>
        <TextField
          control={control}
          name="businessName"
          label={t("businessName")}
          autoComplete="organization"
        />
        <SelectField
          control={control}
          name="businessType"
          label={t("businessType")}
          placeholder={t("businessTypePlaceholder")}
          options={BUSINESS_TYPES}
        />
        <EinField control={control} name="ein" label={t("ein")} helperText={t("einHint")} />
        <DateField control={control} name="startDate" label={t("startDate")} />
        <TextField control={control} name="ownershipShare" label={t("ownershipShare")} inputMode="numeric" />
        <MoneyField control={control} name="monthlyIncome" label={t("monthlyIncome")} />
      </>
    ),
  });
}
