"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { closingStepAfter } from "@/domain/application/closing-steps";
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
/** The closing step after this one: where the funds go (spec §4 loanDisbursement). */
const AFTER_DOCUMENTS = closingStepAfter("incomeDocs").next;

/** A later visit, once the documents are in: what comes next, and the way there. */
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
      <Typography sx={{ mb: AFTER_DOCUMENTS ? 2 : 0 }}>{t("stillUpload")}</Typography>
      {AFTER_DOCUMENTS ? (
        <Button component={NextLink} href={AFTER_DOCUMENTS} variant="contained">
          {t("toDisbursement")}
        </Button>
      ) : null}
    </Notice>
  );
}

/**
 * Continue: on to the next closing step when the answer names one (as an application screen's save
 * does); `leaving` stays true until it shows, so Continue cannot send twice.
 */
function useCompleteDocuments() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const mutation = useMutation(
    trpc.documents.complete.mutationOptions({
      onSuccess: ({ next }) => {
        void queryClient.invalidateQueries({ queryKey: trpc.documents.checklist.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.application.journey.queryKey() });
        if (next) {
          setLeaving(true);
          router.push(next);
        }
      },
    }),
  );
  return { ...mutation, leaving };
}
type CompleteMutation = ReturnType<typeof useCompleteDocuments>;

/** The step's end, as StepLayout's: a refusal in role="alert", then Continue above Back. */
function ContinueBar({ checklist, complete }: { checklist: Checklist; complete: CompleteMutation }) {
  const t = useTranslations("documents.incomeDocs");
  const common = useTranslations("common");
  const words = useTranslations("documents");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete.isPending && !complete.leaving) complete.mutate();
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
          aria-disabled={complete.isPending || complete.leaving || undefined}
          sx={{
            minWidth: { sm: 200 },
            "&[aria-disabled='true']": { bgcolor: tokens.color.disabled, color: "text.primary" },
          }}
        >
          {complete.isPending || complete.leaving ? common("saving") : common("continue")}
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
 * (documents.complete), which leads on to where the funds go. Visited again once the documents are
 * in, the screen says so and links there.
 */
export function IncomeDocsScreen() {
  const t = useTranslations("documents.incomeDocs");
  const standalone = useTranslations("documents.standalone");
  const state = useDocumentsScreen();
  const complete = useCompleteDocuments();
  if (state.status !== "ready") return <DocumentsLoading title={t("title")} state={state} />;
  const { journey, checklist, refresh } = state;
  // While Continue leads on, the bar stays (showing Saving…) rather than flashing the news.
  const submitted = checklist.submitted || (complete.isSuccess && !complete.leaving);
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
