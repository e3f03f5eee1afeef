"use client";
import { type ReactNode, Suspense } from "react";
import type { InitialSetupSlug } from "./journey-navigation";
import { StepGateLoading } from "./step-gate-loading";
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
  const state = useInitialSetupStep(slug, { hold });
  const failed = state.status === "failed" ? state : undefined;
  const loading = (
    <StepGateLoading
      title={title}
      description={description}
      failed={Boolean(failed)}
      retry={() => failed?.retry()}
    />
  );
  // A screen whose form loads after first paint shows it loading until its code is in too.
  if (state.status === "ready") return <Suspense fallback={loading}>{children(state)}</Suspense>;
  return loading;
}
