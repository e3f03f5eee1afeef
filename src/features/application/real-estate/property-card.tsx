"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type Control, useFieldArray } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { RealEstateAnswers } from "@/domain/application/real-estate-owned";
import { PROPERTY_STATUSES } from "@/domain/application/real-estate-owned";
import { PROPERTY_USES } from "@/domain/enums/property";
import { MoneyField, SelectField, StateSelectField, TextField, ZipField } from "@/ui/inputs";
import { NEW_MORTGAGE, type RealEstateFields } from "./real-estate-fields";

type FormControl = Control<RealEstateFields, unknown, RealEstateAnswers>;

function MortgageRows({ control, index }: { control: FormControl; index: number }) {
  const t = useTranslations("application-debts.realEstate");
  const mortgages = useFieldArray({ control, name: `properties.${index}.mortgages` });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {t("mortgagesHeading")}
      </Typography>
      {mortgages.fields.length === 0 ? <Typography sx={{ mb: 1 }}>{t("noMortgages")}</Typography> : null}
      <Stack spacing={2}>
        {mortgages.fields.map((field, m) => (
          <Stack key={field.id} spacing={2} sx={{ pl: 2, borderLeft: 2, borderColor: "divider" }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {t("mortgageHeading", { number: m + 1 })}
            </Typography>
            <TextField
              control={control}
              name={`properties.${index}.mortgages.${m}.creditor`}
              label={t("creditor")}
            />
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <MoneyField
                control={control}
                name={`properties.${index}.mortgages.${m}.balance`}
                label={t("balance")}
              />
              <MoneyField
                control={control}
                name={`properties.${index}.mortgages.${m}.monthlyPayment`}
                label={t("monthlyPayment")}
              />
            </Stack>
            <Box>
              <Button variant="text" onClick={() => mortgages.remove(m)}>
                {t("removeMortgage", { number: m + 1 })}
              </Button>
            </Box>
          </Stack>
        ))}
      </Stack>
      <Button variant="outlined" sx={{ mt: 2 }} onClick={() => mortgages.append({ ...NEW_MORTGAGE })}>
        {t("addMortgage")}
      </Button>
    </Box>
  );
}

/** One owned property (Form 1003 3a): where it is, its status and use, value, mortgages and rent. */
export function PropertyCard({
  control,
  index,
  fromCreditReport,
  onRemove,
}: {
  control: FormControl;
  index: number;
  fromCreditReport: boolean;
  onRemove: () => void;
}) {
  const t = useTranslations("application-debts.realEstate");
  const base = `properties.${index}` as const;
  const headingId = `property-${index}-heading`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Box>
          <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: "1.25rem" }}>
            {t("propertyHeading", { number: index + 1 })}
          </Typography>
          <Typography sx={{ color: "text.secondary" }}>
            {fromCreditReport ? t("fromReport") : t("addedByYou")}
          </Typography>
        </Box>
        <TextField control={control} name={`${base}.address.line1`} label={t("line1")} autoComplete="off" />
        <TextField control={control} name={`${base}.address.line2`} label={t("line2")} autoComplete="off" />
        <TextField control={control} name={`${base}.address.city`} label={t("city")} autoComplete="off" />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <StateSelectField
            control={control}
            name={`${base}.address.state`}
            label={t("state")}
            placeholder={t("statePlaceholder")}
          />
          <ZipField control={control} name={`${base}.address.zip`} label={t("zip")} />
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <SelectField
            control={control}
            name={`${base}.status`}
            label={t("status")}
            placeholder={t("statusPlaceholder")}
            options={PROPERTY_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          />
          <SelectField
            control={control}
            name={`${base}.use`}
            label={t("use")}
            placeholder={t("usePlaceholder")}
            options={PROPERTY_USES.map(({ value }) => ({ value, label: t(`uses.${value}`) }))}
          />
        </Stack>
        <MoneyField control={control} name={`${base}.value`} label={t("value")} />
        <MortgageRows control={control} index={index} />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField
            control={control}
            name={`${base}.rentalUnits`}
            label={t("rentalUnits")}
            helperText={t("rentalUnitsHint")}
            inputMode="numeric"
            maxLength={2}
          />
          <MoneyField
            control={control}
            name={`${base}.annualRentalIncome`}
            label={t("annualRentalIncome")}
            helperText={t("annualRentalIncomeHint")}
          />
        </Stack>
        <Box>
          <Button variant="text" color="error" onClick={onRemove}>
            {t("removeProperty", { number: index + 1 })}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
