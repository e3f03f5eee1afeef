"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { type ReactNode, Suspense } from "react";
import { useTranslations } from "use-intl";
import { Notice } from "@/ui/notice";
import { StepWaiting } from "@/ui/step-waiting";
import type { InitialSetupSlug } from "./journey-navigation";
import { type StepState, useInitialSetupStep } from "./use-initial-setup-step";

export type ReadyStep = Extract<StepState, { status: "ready" }>;

/**
 * Shows an old-flow screen once its journey is read (the form's defaults are the answers given, so
 * Back keeps them), and says so while it loads or when it could not be read.
 */
export function StepGate({
  slug,
  title,
  description,
  hold,
  children,
}: {
  slug: InitialSetupSlug;
  title: string;
  /** The form's sentence under the title, shown while it loads too (StepWaiting). */
  description?: string;
  hold?: boolean;
  children: (step: ReadyStep) => ReactNode;
}) {
  const t = useTranslations("initialSetup.common");
  const state = useInitialSetupStep(slug, { hold });
  const loading = (
    <StepWaiting title={title} description={description}>
      <Typography role="status">{t("loading")}</Typography>
    </StepWaiting>
  );
  // A screen whose form loads after first paint shows it loading until its code is in too.
  if (state.status === "ready") return <Suspense fallback={loading}>{children(state)}</Suspense>;
  if (state.status === "failed") {
    return (
      <StepWaiting title={title}>
        <Notice severity="error" role="alert">
          {t("loadFailed")}
        </Notice>
        <Box sx={{ mt: 3 }}>
          <Button variant="contained" onClick={state.retry}>
            {t("tryAgain")}
          </Button>
        </Box>
      </StepWaiting>
    );
  }
  return loading;
}
