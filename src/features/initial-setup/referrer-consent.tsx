"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { Control } from "react-hook-form";
import { useTranslations } from "use-intl";
import { ConsentCheckbox } from "./consent-checkbox";
import type { Journey } from "./initial-setup-api";
import type { PartnerDetailsFields } from "./partner-details";

/**
 * Decision 070: the partner who sent the link follows the application only if the person ticks
 * this box, which names the partner. The words are the server's (`journey.referrer.consentText`),
 * the very sentence it keeps with the consent. Left unticked, the lender alone sees the application.
 */
export function ReferrerConsent({
  referrer,
  control,
}: {
  referrer: NonNullable<Journey["referrer"]>;
  control: Control<PartnerDetailsFields, unknown, Record<string, unknown>>;
}) {
  const t = useTranslations("initialSetup.mcr");
  const organisation = referrer.organisationName;
  return (
    <Box component="section" aria-labelledby="referrer-consent-title" sx={{ mt: 3 }}>
      <Typography id="referrer-consent-title" component="h2" variant="h6">
        {t("shareTitle", { organisation })}
      </Typography>
      {referrer.shared ? (
        <Typography>{t("shared", { organisation })}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>{t("shareHelp", { organisation })}</Typography>
          <ConsentCheckbox control={control} name="shareWithReferrer" label={referrer.consentText} />
        </>
      )}
    </Box>
  );
}
