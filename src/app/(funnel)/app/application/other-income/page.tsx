import type { Metadata } from "next";
import { ApplicationStepAfterFirstPaint } from "@/features/application/steps-after-first-paint";

export const metadata: Metadata = { title: "Other income" };

/** /app/application/other-income (spec §2, status manualIncomeVerification): income besides the jobs. */
export default function Page() {
  return <ApplicationStepAfterFirstPaint step="otherIncome" />;
}
