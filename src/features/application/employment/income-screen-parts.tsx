"use client";
import type { ReactNode } from "react";
import { applicationFrame as stepFrame } from "../shared/application-frame";
import type { ReadyApplication } from "../shared/application-screen";

/**
 * The frame each income form is drawn in: the application's step frame (counter, Back, whose turn,
 * Reload after a stale save) with the save's refusal sentence and busy Continue filled in.
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
  const frame = stepFrame(ready);
  return ({
    description,
    onSubmit,
    children,
  }: {
    description: string;
    onSubmit: () => void;
    children: ReactNode;
  }) =>
    frame({
      title,
      description,
      onSubmit: (event) => {
        event.preventDefault();
        onSubmit();
      },
      submitting: submitting || save.leaving,
      error: save.refusal,
      stale: save.stale,
      children,
    });
}
