"use client";
import type { ReactNode } from "react";
import type { ApplicationStepKey, SectionOwner } from "@/domain/application/application-steps";
import { SectionLoading } from "./section-loading";
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
  const state = useApplicationJourney(step, who);
  if (state.status === "ready") return children(state);
  const failed = state.status === "error" ? state : undefined;
  return <SectionLoading title={title} error={failed?.error} retry={() => failed?.retry()} />;
}
