"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Control } from "react-hook-form";
import { useTranslations } from "use-intl";
import { ASSET_ACCOUNT_TYPES, accountNumberMasked } from "@/domain/application/assets";
import type { RealEstateAnswers } from "@/domain/application/real-estate-owned";
import { MoneyField, SelectField, TextField } from "@/ui/inputs";
import type { RealEstateFields } from "./real-estate-fields";

/**
 * One account (Form 1003 2a). A saved account's number is never sent back: its last four show in
 * the hint, and an empty field keeps it.
 */
export function AccountCard({
  control,
  index,
  savedLastFour,
  onRemove,
}: {
  control: Control<RealEstateFields, unknown, RealEstateAnswers>;
  index: number;
  savedLastFour?: string;
  onRemove: () => void;
}) {
  const t = useTranslations("application-debts.realEstate");
  const base = `assets.${index}` as const;
  return (
    <Stack spacing={2} sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: { xs: 2, sm: 3 } }}>
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        {t("accountHeading", { number: index + 1 })}
      </Typography>
      <TextField control={control} name={`${base}.institution`} label={t("institution")} autoComplete="off" />
      <SelectField
        control={control}
        name={`${base}.accountType`}
        label={t("accountType")}
        placeholder={t("accountTypePlaceholder")}
        options={ASSET_ACCOUNT_TYPES.map((value) => ({ value, label: t(`accountTypes.${value}`) }))}
      />
      <MoneyField control={control} name={`${base}.balance`} label={t("accountBalance")} />
      <TextField
        control={control}
        name={`${base}.accountNumber`}
        label={t("accountNumber")}
        helperText={
          savedLastFour ? t("accountNumberSaved", { masked: accountNumberMasked(savedLastFour) }) : undefined
        }
        inputMode="numeric"
        autoComplete="off"
        maxLength={24}
      />
      <Box>
        <Button variant="text" color="error" onClick={onRemove}>
          {t("removeAccount", { number: index + 1 })}
        </Button>
      </Box>
    </Stack>
  );
}
