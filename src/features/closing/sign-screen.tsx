"use client";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import { useTRPC } from "@/lib/trpc/client";
import { Notice } from "@/ui/notice";
import { StepLoading } from "@/ui/step-loading";
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
  if (!status.data)
    return (
      <StepLoading
        title={t("title")}
        error={status.error}
        retry={() => void status.refetch()}
        words={{ loading: t("loading"), tryAgain: t("tryAgain"), offline: t("offline") }}
      />
    );
  const data = status.data;
  const refresh = () => void status.refetch();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" tabIndex={-1} sx={{ fontSize: { xs: "1.75rem", sm: "2.25rem" }, mb: 1 }}>
        {t("title")}
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 3 }}>{t("description")}</Typography>
      <Stack spacing={4}>
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
      </Stack>
    </Container>
  );
}
