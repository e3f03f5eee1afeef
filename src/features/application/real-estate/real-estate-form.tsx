"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useFieldArray, useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { type RealEstateAnswers, realEstateInputFor } from "@/domain/application/real-estate-owned";
import { schemaResolver } from "@/ui/form-resolver";
import type { StepFrame, UseStepSave } from "../shared/step-frame";
import { AccountCard } from "./account-card";
import { PropertyCard } from "./property-card";
import {
  type AccountShown,
  NEW_ACCOUNT,
  NEW_PROPERTY,
  type PropertyShown,
  type RealEstateFields,
  realEstateDefaults,
} from "./real-estate-fields";

/**
 * Application step 3 (spec §4 application4 "Additional Real Estate"): the other properties owned,
 * prefilled from the credit report, and for a mortgage the accounts funding it. The form checks with
 * the schema the server checks with (`realEstateInputFor(product)`).
 */
export function RealEstateForm({
  shown,
  product,
  frame,
  version,
  useSave,
}: {
  shown: { properties: PropertyShown[]; assets: AccountShown[] };
  product: "heloc" | "mortgage";
  frame: StepFrame;
  /** The version of the answers loaded (0 when never saved). */
  version: number;
  useSave: UseStepSave<RealEstateFields, RealEstateAnswers>;
}) {
  const t = useTranslations("application-debts.realEstate");
  const form = useForm<RealEstateFields, unknown, RealEstateAnswers>({
    resolver: schemaResolver<RealEstateFields, RealEstateAnswers>(realEstateInputFor(product)),
    defaultValues: realEstateDefaults(shown),
    mode: "onTouched",
  });
  const save = useSave(form, version);
  const { control } = form;
  const properties = useFieldArray({ control, name: "properties" });
  const assets = useFieldArray({ control, name: "assets" });
  const assetsError = form.formState.errors.assets?.root?.message ?? form.formState.errors.assets?.message;

  return frame({
    title: t("title"),
    // Only say the report listed properties when it did.
    description: shown.properties.some((p) => p.fromCreditReport)
      ? t("description")
      : t("descriptionNoneFound"),
    onSubmit: form.handleSubmit((answers) => save.submit(answers)),
    submitting: save.submitting,
    error: save.refusal,
    stale: save.stale,
    children: (
      <>
        {product === "mortgage" ? (
          <Box component="section" aria-labelledby="assets-heading">
            <Typography id="assets-heading" component="h2" sx={{ fontWeight: 700, fontSize: "1.25rem" }}>
              {t("assetsHeading")}
            </Typography>
            <Typography sx={{ color: "text.secondary", mb: 2 }}>{t("assetsDescription")}</Typography>
            <Stack spacing={2}>
              {assets.fields.map((field, i) => (
                <AccountCard
                  key={field.id}
                  control={control}
                  index={i}
                  savedLastFour={field.accountNumberLastFour}
                  onRemove={() => assets.remove(i)}
                />
              ))}
            </Stack>
            {assetsError ? (
              <Typography role="alert" sx={{ color: "error.main", mt: 1 }}>
                {assetsError}
              </Typography>
            ) : null}
            <Button variant="outlined" sx={{ mt: 2 }} onClick={() => assets.append({ ...NEW_ACCOUNT })}>
              {t("addAccount")}
            </Button>
          </Box>
        ) : null}
        {properties.fields.map((field, i) => (
          <PropertyCard
            key={field.id}
            control={control}
            index={i}
            fromCreditReport={field.fromCreditReport}
            onRemove={() => properties.remove(i)}
          />
        ))}
        <Box>
          <Button
            variant="outlined"
            onClick={() => properties.append({ ...NEW_PROPERTY, address: { ...NEW_PROPERTY.address } })}
          >
            {t("addProperty")}
          </Button>
        </Box>
      </>
    ),
  });
}
