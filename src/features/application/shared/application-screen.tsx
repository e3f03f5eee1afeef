"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import type { ApplicationStepKey, SectionOwner } from "@/domain/application/application-steps";
import { Notice } from "@/ui/notice";
import { sentenceOf } from "@/ui/server-refusals";
import { StepWaiting } from "@/ui/step-waiting";
import { type ApplicationJourneyState, useApplicationJourney } from "./use-application-journey";

export type ReadyApplication = Extract<ApplicationJourneyState, { status: "ready" }>;

/**
 * An application screen's frame: its title while the journey loads (or a sentence and Try again),
 * then the screen, only once this place is open to the applicant.
 */
export function ApplicationScreen({
  step,
  who,
  title,
  children,
}: {
  step: ApplicationStepKey;
  who: SectionOwner;
  title: string;
  children: (ready: ReadyApplication) => ReactNode;
}) {
  const t = useTranslations("application");
  const state = useApplicationJourney(step, who);
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
