"use client";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import { useTRPC } from "@/lib/trpc/client";
import { Notice } from "@/ui/notice";
import { ClosingFrame } from "./closing-frame";
import { ConsentForm } from "./consent-form";
import { SignDocuments } from "./sign-documents";

/**
 * /app/application/sign (spec §2, status disclosures "E-sign HECA", decision 038): ESIGN consent
 * first, then the disclosures at application to review, download and sign, and a check of a copy.
 */
export function SignScreen() {
  const t = useTranslations("closing.sign");
  const trpc = useTRPC();
  const status = useQuery(trpc.disclosures.status.queryOptions());
  const refresh = () => void status.refetch();
  return (
    <ClosingFrame query={status} t={t} description={t("description")}>
      {(data) => (
        <>
          {data.consent.state === "withdrawn" ? (
            <Notice severity="warning" role="status">
              <Typography sx={{ fontWeight: 600 }}>{t("withdrawnTitle")}</Typography>
              <Typography>{t("withdrawnBody")}</Typography>
            </Notice>
          ) : null}
          {data.consent.state === "given" ? (
            <SignDocuments status={data} onChanged={refresh} />
          ) : (
            <ConsentForm changed={data.consent.state === "changed"} onConsented={refresh} />
          )}
        </>
      )}
    </ClosingFrame>
  );
}
