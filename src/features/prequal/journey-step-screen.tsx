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
import type { NewFlowSlug } from "./journey-position";
import { type JourneyState, useJourney } from "./use-journey";

export type ReadyJourney = Extract<JourneyState, { status: "ready" }>;

/**
 * A new-flow step (decision 023): reads the journey, shows the step's title while it loads (or a
 * sentence and Try again when it cannot be read), and renders the step once its answers are in.
 * The step's form is built only then, so answers given earlier are its defaults.
 */
export function JourneyStepScreen({
  slug,
  title,
  children,
}: {
  slug: NewFlowSlug;
  title: string;
  children: (ready: ReadyJourney) => ReactNode;
}) {
  const t = useTranslations("prequal");
  const state = useJourney(slug);
  if (state.status === "ready") return children(state);
  if (state.status === "error") {
    return (
      <StepWaiting title={title}>
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <Notice severity="error" role="alert">
            {sentenceOf(state.error, t("offline"))}
          </Notice>
          <Button variant="contained" onClick={state.retry}>
            {t("tryAgain")}
          </Button>
        </Stack>
      </StepWaiting>
    );
  }
  return (
    <StepWaiting title={title}>
      <Box role="status">
        <Typography sx={{ color: "text.secondary" }}>{t("loading")}</Typography>
      </Box>
    </StepWaiting>
  );
}
