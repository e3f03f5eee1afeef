"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Notice } from "@/ui/notice";
import { sentenceOf } from "@/ui/server-refusals";
import { StepWaiting } from "@/ui/step-waiting";
import type { ReadyApplication } from "../shared/application-screen";
import { ApplicationStepLayout } from "../shared/application-step-layout";

/** While a screen's answers load, or a sentence and Try again when they could not be read. */
export function AnswersLoading({
  title,
  error,
  retry,
}: {
  title: string;
  error: unknown;
  retry: () => void;
}) {
  const t = useTranslations("application-income");
  if (error)
    return (
      <StepWaiting title={title}>
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <Notice severity="error" role="alert">
            {sentenceOf(error, t("offline"))}
          </Notice>
          <Button variant="contained" onClick={retry}>
            {t("tryAgain")}
          </Button>
        </Stack>
      </StepWaiting>
    );
  return (
    <StepWaiting title={title}>
      <Box role="status">
        <Typography sx={{ color: "text.secondary" }}>{t("loading")}</Typography>
      </Box>
    </StepWaiting>
  );
}

/**
 * The frame each income form is drawn in: the application's step layout (counter, Back, whose turn,
 * Reload after a stale save), its refusal sentence and its busy Continue.
 */
export function applicationFrame({
  ready,
  title,
  save,
  submitting,
}: {
  ready: ReadyApplication;
  title: string;
  save: { refusal: string | null; stale: boolean; leaving: boolean };
  submitting: boolean;
}) {
  return ({
    description,
    onSubmit,
    children,
  }: {
    description: string;
    onSubmit: () => void;
    children: ReactNode;
  }) => (
    <ApplicationStepLayout
      place={ready.place}
      previous={ready.previous}
      coborrowerName={ready.journey.coborrowerName}
      stale={save.stale}
      title={title}
      description={description}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      submitting={submitting || save.leaving}
      error={save.refusal}
    >
      {children}
    </ApplicationStepLayout>
  );
}
