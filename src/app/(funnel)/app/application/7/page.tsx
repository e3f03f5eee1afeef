import type { Metadata } from "next";
import { ApplicationStepAfterFirstPaint } from "@/features/application/steps-after-first-paint";

export const metadata: Metadata = { title: "Declarations" };

/** /app/application/7 (spec §2, status application8): the declarations of Form 1003, per borrower. */
export default function Page() {
  return <ApplicationStepAfterFirstPaint step="declarations" />;
}
