import type { Metadata } from "next";
import { ApplicationStepAfterFirstPaint } from "@/features/application/steps-after-first-paint";

export const metadata: Metadata = { title: "Personal information" };

/** /app/application/1 (spec §2): personal information, the borrower's then the coborrower's. */
export default function Page() {
  return <ApplicationStepAfterFirstPaint step="personalInfo" />;
}
