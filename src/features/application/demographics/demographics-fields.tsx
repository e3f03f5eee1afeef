"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslations } from "use-intl";
import { DEMOGRAPHIC_GROUPS, type Demographics } from "@/domain/application/demographics";
import {
  DemographicGroupFields,
  type DemographicsFields,
  type DemographicsForm,
} from "./demographic-group-fields";

/** The form's values: the saved answers, or every box empty. */
export function demographicsDefaults(saved: Demographics | null): DemographicsFields {
  return saved ?? { ethnicity: {}, race: {}, sex: {} };
}

/**
 * The body of step 6: the federal explanation Form 1003 section 8 requires, the promise that the
 * answers are never used in pricing, and the three groups.
 */
export function DemographicsFieldsBody({ form }: { form: DemographicsForm }) {
  const t = useTranslations("application-declarations.demographics");
  return (
    <>
      <Box component="section" aria-labelledby="demographics-purpose">
        <Typography
          id="demographics-purpose"
          variant="h2"
          sx={{ fontSize: "1.125rem", fontWeight: 700, mb: 1 }}
        >
          {t("purposeHeading")}
        </Typography>
        <Typography sx={{ fontSize: "0.9375rem" }}>{t("purpose")}</Typography>
        <Typography sx={{ fontSize: "0.9375rem", fontWeight: 600, mt: 1.5 }}>{t("notPricing")}</Typography>
      </Box>
      {DEMOGRAPHIC_GROUPS.map((group) => (
        <DemographicGroupFields key={group.key} form={form} group={group} />
      ))}
    </>
  );
}
