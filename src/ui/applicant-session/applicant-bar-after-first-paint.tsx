"use client";
import { loadedAfterFirstPaint, MountedAfterHydration } from "../loaded-after-first-paint";

const bar = loadedAfterFirstPaint(() => import("./applicant-bar").then((m) => m.ApplicantBar), {
  plain: true,
});

/** The account bar shows only once the session is read in the browser: its code comes then. */
export function ApplicantBarAfterFirstPaint() {
  return <MountedAfterHydration part={bar} props={{}} />;
}
