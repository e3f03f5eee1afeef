"use client";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Control } from "react-hook-form";
import { useTranslations } from "use-intl";
import { DateField, SsnField } from "@/ui/inputs";
import type { PersonalInfoValues } from "./personal-info-values";

/** What the server says is on file: the masked SSN only, and whether a birth date is there. */
export type IdentityOnFileView = { ssnMasked: string | null; hasDateOfBirth: boolean };

/**
 * The SSN and date of birth (decision 027): those the credit was checked with are shown, the SSN
 * masked, and cannot be changed here; only what is not on file is asked for.
 */
export function IdentityFields({
  control,
  identity,
}: {
  control: Control<PersonalInfoValues, unknown, unknown>;
  identity: IdentityOnFileView;
}) {
  const t = useTranslations("application-personal.personalInfo");
  const onFile = identity.ssnMasked !== null || identity.hasDateOfBirth;
  return (
    <Stack spacing={3}>
      {identity.ssnMasked ? (
        <Typography>{t("ssnOnFile", { masked: identity.ssnMasked })}</Typography>
      ) : (
        <SsnField control={control} name="ssn" label={t("ssn")} />
      )}
      {identity.hasDateOfBirth ? (
        <Typography>{t("dateOfBirthOnFile")}</Typography>
      ) : (
        <DateField control={control} name="dateOfBirth" label={t("dateOfBirth")} autoComplete="bday" />
      )}
      {onFile ? (
        <Typography variant="body2" color="text.secondary">
          {t("identityOnFileHint")}
        </Typography>
      ) : null}
    </Stack>
  );
}
