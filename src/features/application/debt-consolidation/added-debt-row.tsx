"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Control } from "react-hook-form";
import { useTranslations } from "use-intl";
import {
  ADDED_LIABILITY_TYPES,
  DEBTORS,
  type DebtConsolidationAnswers,
} from "@/domain/application/liability-decisions";
import { MoneyField, SelectField, TextField, YesNoField } from "@/ui/inputs";
import type { DebtConsolidationFields } from "./debt-fields";

/** A debt the report missed (spec §3 addedByUser): whose it is only asked when there is a coborrower. */
export function AddedDebtRow({
  control,
  index,
  hasCoborrower,
  onRemove,
}: {
  control: Control<DebtConsolidationFields, unknown, DebtConsolidationAnswers>;
  index: number;
  hasCoborrower: boolean;
  onRemove: () => void;
}) {
  const t = useTranslations("application-debts.debtConsolidation");
  const base = `added.${index}` as const;
  return (
    <Stack spacing={2} sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: { xs: 2, sm: 3 } }}>
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        {t("addedDebtHeading", { number: index + 1 })}
      </Typography>
      <TextField control={control} name={`${base}.creditor`} label={t("creditor")} autoComplete="off" />
      <SelectField
        control={control}
        name={`${base}.type`}
        label={t("type")}
        placeholder={t("typePlaceholder")}
        options={ADDED_LIABILITY_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <MoneyField control={control} name={`${base}.balance`} label={t("balance")} />
        <MoneyField control={control} name={`${base}.monthlyPayment`} label={t("monthlyPayment")} />
      </Stack>
      {hasCoborrower ? (
        <SelectField
          control={control}
          name={`${base}.debtor`}
          label={t("whose")}
          placeholder={t("whosePlaceholder")}
          options={DEBTORS.map((value) => ({ value, label: t(`debtor.${value}`) }))}
        />
      ) : null}
      <YesNoField control={control} name={`${base}.toBePaidOff`} legend={t("toBePaidOff")} />
      <Box>
        <Button variant="text" color="error" onClick={onRemove}>
          {t("removeDebt", { number: index + 1 })}
        </Button>
      </Box>
    </Stack>
  );
}
