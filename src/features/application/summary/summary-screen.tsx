"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import NextLink from "next/link";
import { useTranslations } from "use-intl";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";
import { Notice } from "@/ui/notice";
import { sentenceOf } from "@/ui/server-refusals";
import { FaqsLink } from "../faqs/faqs-link";
import { ApplicationScreen } from "../shared/application-screen";
import { StepAnswersLoader } from "../shared/step-answers-loader";
import { SummaryGroupList } from "./summary-group-list";
import { WhatHappensNext } from "./what-happens-next";

type Summary = inferRouterOutputs<AppRouter>["application"]["summary"]["get"];

export const SUMMARY_PDF_PATH = "/app/application/application-summary/summary.pdf";

/** The summary's end: submit (once every step is saved), the PDF, and what happens next once submitted. */
function SummaryActions({ summary }: { summary: Summary }) {
  const t = useTranslations("application-declarations.summary");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const complete = useMutation(
    trpc.application.summary.complete.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.application.summary.get.queryKey() }),
    }),
  );
  const completedAt = summary.completedAt ?? complete.data?.completedAt ?? null;
  return (
    <Stack spacing={2} sx={{ alignItems: "stretch" }}>
      {completedAt ? (
        <WhatHappensNext completedAt={completedAt} justSubmitted={Boolean(complete.data)} />
      ) : null}
      {!completedAt && summary.unfinished ? (
        <Notice severity="warning" role="status">
          {t("unfinished", { step: summary.unfinished.title })}{" "}
          <Link component={NextLink} href={summary.unfinished.path}>
            {t("goToStep", { step: summary.unfinished.title })}
          </Link>
        </Notice>
      ) : null}
      {complete.error ? (
        <Notice severity="error" role="alert">
          {sentenceOf(complete.error)}
        </Notice>
      ) : null}
      <Box sx={{ display: "flex", flexDirection: { xs: "column", sm: "row" }, gap: 2 }}>
        {/* A plain link: the browser downloads the attachment with the session cookie, no script needed. */}
        <Button component="a" href={SUMMARY_PDF_PATH} download variant="outlined">
          {t("download")}
        </Button>
        {!completedAt ? (
          <Button
            variant="contained"
            disabled={Boolean(summary.unfinished)}
            aria-disabled={complete.isPending || undefined}
            onClick={() => {
              if (!complete.isPending) complete.mutate();
            }}
            sx={{ ml: { sm: "auto" } }}
          >
            {complete.isPending ? t("confirming") : t("confirm")}
          </Button>
        ) : null}
      </Box>
      {!completedAt ? <Typography sx={{ color: "text.secondary" }}>{t("confirmHint")}</Typography> : null}
    </Stack>
  );
}

function SummaryContent({ title }: { title: string }) {
  const t = useTranslations("application-declarations.summary");
  const trpc = useTRPC();
  const query = useQuery(trpc.application.summary.get.queryOptions());
  return (
    <StepAnswersLoader query={query} title={title}>
      {(summary) => (
        <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: "1.75rem", sm: "2.25rem" }, mb: 1 }}>
            {title}
          </Typography>
          <Typography sx={{ color: "text.secondary", mb: 3 }}>{t("description")}</Typography>
          <Stack spacing={3}>
            <SummaryGroupList groups={summary.groups} />
            <SummaryActions summary={summary} />
            <FaqsLink />
          </Stack>
        </Container>
      )}
    </StepAnswersLoader>
  );
}

/**
 * /app/application/application-summary (spec §2): everything saved, grouped as on Form 1003, each
 * group with its Edit link; a PDF of it; and "Confirm my answers" (decisions 030, 111).
 */
export function SummaryScreen() {
  const t = useTranslations("application-declarations.summary");
  return (
    <ApplicationScreen step="summary" who="application" title={t("title")}>
      {() => <SummaryContent title={t("title")} />}
    </ApplicationScreen>
  );
}
