"use client";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type Control, useWatch } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { EmploymentHistory } from "@/domain/application/employment-history";
import { US_STATES } from "@/domain/format/us-states";
import {
  MoneyField,
  MonthYearField,
  PhoneField,
  SelectField,
  TextField,
  YesNoField,
  ZipField,
} from "@/ui/inputs";

const STATES = US_STATES.map((s) => ({ value: s.code, label: s.name }));

import type { EmploymentHistoryFields } from "./employment-fields";

type FormControl = Control<EmploymentHistoryFields, unknown, EmploymentHistory>;

/** One job's questions (Form 1003 section 1b/1c), in a fieldset named "Job n". */
export function JobCard({
  control,
  index,
  verifiedBy,
  onRemove,
}: {
  control: FormControl;
  index: number;
  /** The provider whose report this job came from, or null for one entered by hand. */
  verifiedBy: string | null;
  onRemove: () => void;
}) {
  const t = useTranslations("application-income.employment");
  const number = index + 1;
  const current = useWatch({ control, name: `employments.${index}.current` });
  return (
    <Stack
      component="fieldset"
      spacing={3}
      sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: { xs: 2, sm: 3 }, m: 0, minWidth: 0 }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: "center", justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}
      >
        <Typography component="legend" variant="h6" sx={{ float: "left", p: 0 }}>
          {t("job", { number })}
        </Typography>
        {verifiedBy ? <Chip color="success" label={t("verified", { source: verifiedBy })} /> : null}
      </Stack>
      <TextField
        control={control}
        name={`employments.${index}.employerName`}
        label={t("employerName")}
        autoComplete="organization"
      />
      <TextField
        control={control}
        name={`employments.${index}.position`}
        label={t("position")}
        autoComplete="organization-title"
      />
      <PhoneField control={control} name={`employments.${index}.employerPhone`} label={t("employerPhone")} />
      <TextField
        control={control}
        name={`employments.${index}.employerAddress.line1`}
        label={t("line1")}
        autoComplete="off"
      />
      <TextField
        control={control}
        name={`employments.${index}.employerAddress.line2`}
        label={t("line2")}
        autoComplete="off"
      />
      <TextField
        control={control}
        name={`employments.${index}.employerAddress.city`}
        label={t("city")}
        autoComplete="off"
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={3}>
        <SelectField
          control={control}
          name={`employments.${index}.employerAddress.state`}
          label={t("state")}
          placeholder={t("statePlaceholder")}
          options={STATES}
        />
        <ZipField control={control} name={`employments.${index}.employerAddress.zip`} label={t("zip")} />
      </Stack>
      <MonthYearField control={control} name={`employments.${index}.startDate`} label={t("startDate")} />
      <YesNoField control={control} name={`employments.${index}.current`} legend={t("current")} />
      {current === false ? (
        <MonthYearField control={control} name={`employments.${index}.endDate`} label={t("endDate")} />
      ) : null}
      <TextField
        control={control}
        name={`employments.${index}.percentageOwned`}
        label={t("percentageOwned")}
        helperText={t("percentageOwnedHint")}
        inputMode="numeric"
      />
      <MoneyField control={control} name={`employments.${index}.base`} label={t("base")} />
      <MoneyField control={control} name={`employments.${index}.overtime`} label={t("overtime")} />
      <MoneyField control={control} name={`employments.${index}.bonuses`} label={t("bonuses")} />
      <MoneyField control={control} name={`employments.${index}.commissions`} label={t("commissions")} />
      <Button variant="text" onClick={onRemove} sx={{ alignSelf: "flex-start" }}>
        {t("removeJob", { number })}
      </Button>
    </Stack>
  );
}
