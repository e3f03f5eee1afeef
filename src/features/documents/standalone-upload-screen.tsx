"use client";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import NextLink from "next/link";
import { useTranslations } from "use-intl";
import { DocumentsContent } from "./documents-content";
import { DocumentsLoading } from "./documents-loading";
import { ScreenFrame } from "./screen-frame";
import { type Journey, useDocumentsScreen } from "./use-documents-screen";

/** Where the application is: the step to resume, or the summary once it is submitted. */
export function applicationPlace(journey: Journey): string {
  return journey.completed ? "/app/application/application-summary" : journey.resume;
}

/**
 * /app/upload (spec §2, never redirected): the same checklist and conditions at any status, for a
 * returning applicant or one following an e-mailed link; no Continue, a way back to the application.
 */
export function StandaloneUploadScreen() {
  const t = useTranslations("documents.standalone");
  const state = useDocumentsScreen();
  if (state.status !== "ready") return <DocumentsLoading title={t("title")} state={state} />;
  const { journey, checklist, refresh } = state;
  return (
    <ScreenFrame title={t("title")} description={t("description")}>
      <Stack spacing={5}>
        <DocumentsContent checklist={checklist} coborrowerName={journey.coborrowerName} refresh={refresh} />
        <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5, alignItems: "flex-start" }}>
          <Link component={NextLink} href="/app/bank-statement">
            {t("bankStatementLink")}
          </Link>
          <Link component={NextLink} href="/app/messages">
            {t("messagesLink")}
          </Link>
          <Link component={NextLink} href={applicationPlace(journey)}>
            {t("backToApplication")}
          </Link>
        </Box>
      </Stack>
    </ScreenFrame>
  );
}
