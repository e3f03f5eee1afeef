"use client";
import type { ReadyApplication } from "./application-screen";
import { ApplicationStepLayout } from "./application-step-layout";
import type { StepFrame } from "./step-frame";

/** The frame of a step on its page: the application's layout at this place (counter, Back, Reload). */
export function applicationFrame(ready: ReadyApplication): StepFrame {
  return function frame(props) {
    return (
      <ApplicationStepLayout
        {...props}
        place={ready.place}
        previous={ready.previous}
        coborrowerName={ready.journey.coborrowerName}
      />
    );
  };
}
