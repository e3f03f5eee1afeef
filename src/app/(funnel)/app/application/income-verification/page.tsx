import type { Metadata } from "next";
import { ApplicationStepAfterFirstPaint } from "@/features/application/steps-after-first-paint";

export const metadata: Metadata = { title: "Verify your income" };

/** /app/application/income-verification (spec §2 step 5, status application6): connect payroll or continue by hand. */
export default function Page() {
  return <ApplicationStepAfterFirstPaint step="incomeVerification" />;
}
