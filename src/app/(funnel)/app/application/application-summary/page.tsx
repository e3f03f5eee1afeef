import type { Metadata } from "next";
import { ApplicationStepAfterFirstPaint } from "@/features/application/steps-after-first-paint";

export const metadata: Metadata = { title: "Check your application" };

/** /app/application/application-summary (spec §2): everything entered, its PDF, and submit. */
export default function Page() {
  return <ApplicationStepAfterFirstPaint step="summary" />;
}
