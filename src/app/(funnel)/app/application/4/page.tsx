import type { Metadata } from "next";
import { ApplicationStepAfterFirstPaint } from "@/features/application/steps-after-first-paint";

export const metadata: Metadata = { title: "Employment history" };

/** /app/application/4 (spec §2, status application5): each borrower's employment of the last 2 years. */
export default function Page() {
  return <ApplicationStepAfterFirstPaint step="employment" />;
}
