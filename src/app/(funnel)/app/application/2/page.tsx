import type { Metadata } from "next";
import { ApplicationStepAfterFirstPaint } from "@/features/application/steps-after-first-paint";

export const metadata: Metadata = { title: "Property information" };

/** /app/application/2 (spec §2): the property the application is for. */
export default function Page() {
  return <ApplicationStepAfterFirstPaint step="subjectProperty" />;
}
