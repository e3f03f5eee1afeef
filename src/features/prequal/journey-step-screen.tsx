"use client";
import { type ReactNode, Suspense } from "react";
import type { NewFlowSlug } from "./journey-position";
import { JourneyStepLoading } from "./journey-step-loading";
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
  description,
  children,
}: {
  slug: NewFlowSlug;
  title: string;
  /** The form's sentence under the title, shown while it loads too (StepWaiting). */
  description?: string;
  children: (ready: ReadyJourney) => ReactNode;
}) {
  const state = useJourney(slug);
  const failed = state.status === "error" ? state : undefined;
  const loading = (
    <JourneyStepLoading
      title={title}
      description={description}
      error={failed?.error}
      retry={() => failed?.retry()}
    />
  );
  // A step whose form loads after first paint shows the step loading until its code is in too.
  if (state.status === "ready") return <Suspense fallback={loading}>{children(state)}</Suspense>;
  return loading;
}
