"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import NextLink from "next/link";
import { type FormEvent, useRef } from "react";
import { useTranslations } from "use-intl";
import { useTRPC } from "@/lib/trpc/client";
import { Notice } from "@/ui/notice";
import { sentenceOf } from "@/ui/server-refusals";
import { tokens } from "@/ui/tokens";
import { useFocusWhenLost } from "@/ui/use-focus-when-lost";
import type { Checklist } from "./checklist-types";
import { DocumentsContent } from "./documents-content";
import { DocumentsLoading } from "./documents-loading";
import { ScreenFrame } from "./screen-frame";
import { useDocumentsScreen } from "./use-documents-screen";

const SUMMARY_PATH = "/app/application/application-summary";

/** After Continue: what happens next, in plain words (the disbursement screen is not open yet). */
function WhatHappensNext() {
  const t = useTranslations("documents.incomeDocs");
  const heading = useRef<HTMLHeadingElement>(null);
  // Continue is gone (or the page was just opened): the news takes the focus unless a field has it.
  useFocusWhenLost(heading);
  return (
    <Notice severity="success" role="status">
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: "1.25rem", fontWeight: 700, outline: "none", mb: 1 }}
      >
        {t("doneTitle")}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t("done1")}</Typography>
      <Typography sx={{ mb: 1 }}>{t("done2")}</Typography>
      <Typography>{t("stillUpload")}</Typography>
    </Notice>
  );
}

function useCompleteDocuments() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.documents.complete.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.documents.checklist.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.application.journey.queryKey() });
      },
    }),
  );
}
type CompleteMutation = ReturnType<typeof useCompleteDocuments>;

/** The step's end, as StepLayout's: a refusal in role="alert", then Continue above Back. */
function ContinueBar({ checklist, complete }: { checklist: Checklist; complete: CompleteMutation }) {
  const t = useTranslations("documents.incomeDocs");
  const common = useTranslations("common");
  const words = useTranslations("documents");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete.isPending) complete.mutate();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t("title")}>
      {complete.error ? (
        <Box sx={{ mb: 3 }}>
          <Notice severity="error" role="alert">
            {sentenceOf(complete.error, words("offline"))}
          </Notice>
        </Box>
      ) : null}
      {!checklist.complete ? (
        <Typography sx={{ color: "text.secondary", mb: 2 }}>{t("continueHint")}</Typography>
      ) : null}
      <Box
        sx={{
          display: "flex",
          flexDirection: { xs: "column", sm: "row-reverse" },
          justifyContent: "space-between",
          alignItems: { xs: "stretch", sm: "center" },
          gap: 2,
        }}
      >
        <Button
          type="submit"
          variant="contained"
          disabled={!checklist.complete}
          aria-disabled={complete.isPending || undefined}
          sx={{
            minWidth: { sm: 200 },
            "&[aria-disabled='true']": { bgcolor: tokens.color.disabled, color: "text.primary" },
          }}
        >
          {complete.isPending ? common("saving") : common("continue")}
        </Button>
        <Button component={NextLink} href={SUMMARY_PATH} variant="outlined">
          {common("back")}
        </Button>
      </Box>
    </Box>
  );
}

/** Before the summary is submitted there is no documents step yet: say so kindly, and link to it. */
function NotSubmittedYet() {
  const t = useTranslations("documents.incomeDocs");
  return (
    <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
      <Notice severity="warning" role="status">
        {t("notSubmittedYet")}
      </Notice>
      <Button component={NextLink} href={SUMMARY_PATH} variant="contained">
        {t("toSummary")}
      </Button>
    </Stack>
  );
}

/**
 * /app/application/upload (spec §4 step 24, status incomeDocs): the checklist grouped by borrower,
 * coborrower and property, the open conditions, and Continue once every required line is in
 * (documents.complete), after which the screen says what happens next.
 */
export function IncomeDocsScreen() {
  const t = useTranslations("documents.incomeDocs");
  const standalone = useTranslations("documents.standalone");
  const state = useDocumentsScreen();
  const complete = useCompleteDocuments();
  if (state.status !== "ready") return <DocumentsLoading title={t("title")} state={state} />;
  const { journey, checklist, refresh } = state;
  const submitted = checklist.submitted || complete.isSuccess;
  if (!journey.completed)
    return (
      <ScreenFrame title={t("title")}>
        <NotSubmittedYet />
      </ScreenFrame>
    );
  return (
    <ScreenFrame title={t("title")} description={t("description")}>
      <Stack spacing={5}>
        {submitted ? <WhatHappensNext /> : null}
        <DocumentsContent checklist={checklist} coborrowerName={journey.coborrowerName} refresh={refresh} />
        {submitted ? null : <ContinueBar checklist={checklist} complete={complete} />}
        <Link component={NextLink} href="/app/bank-statement" sx={{ alignSelf: "flex-start" }}>
          {standalone("bankStatementLink")}
        </Link>
      </Stack>
    </ScreenFrame>
  );
}
