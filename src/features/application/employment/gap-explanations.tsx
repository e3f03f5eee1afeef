"use client";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Control } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { EmploymentHistory } from "@/domain/application/employment-history";
import { describeGap } from "@/domain/application/employment-history";
import { TextField } from "@/ui/inputs";
import type { EmploymentHistoryFields } from "./employment-fields";

/** Spec §5: one question per gap longer than 31 days, naming its months. */
export function GapExplanations({
  control,
  gaps,
}: {
  control: Control<EmploymentHistoryFields, unknown, EmploymentHistory>;
  gaps: readonly { from: Date; to: Date; key: string }[];
}) {
  const t = useTranslations("application-income.employment");
  if (gaps.length === 0) return null;
  return (
    <Stack component="section" spacing={2} aria-labelledby="employment-gaps-title">
      <Typography id="employment-gaps-title" component="h2" variant="h6">
        {t("gapsTitle")}
      </Typography>
      <Typography>{t("gapsDescription")}</Typography>
      {gaps.map((gap, index) => (
        <TextField
          key={gap.key}
          control={control}
          name={`gapExplanations.${index}.explanation`}
          label={t("gapLabel", { months: describeGap(gap) })}
          helperText={t("gapHint")}
          maxLength={500}
        />
      ))}
    </Stack>
  );
}
