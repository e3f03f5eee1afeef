"use client";
import { loadedAfterFirstPaint, MountedAfterHydration } from "../loaded-after-first-paint";

const bar = loadedAfterFirstPaint(() => import("./applicant-bar").then((m) => m.ApplicantBar));

/** The account bar shows only once the session is read in the browser: its code (MUI) comes then. */
export function ApplicantBarAfterFirstPaint() {
  return <MountedAfterHydration part={bar} props={{}} />;
}
