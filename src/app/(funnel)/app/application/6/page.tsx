import type { Metadata } from "next";
import { ApplicationStepAfterFirstPaint } from "@/features/application/steps-after-first-paint";

export const metadata: Metadata = { title: "Demographic information" };

/** /app/application/6 (spec §2, status application7): HMDA demographic information, per borrower. */
export default function Page() {
  return <ApplicationStepAfterFirstPaint step="demographics" />;
}
