import type { Metadata } from "next";
import { IncomeVerificationStep } from "@/features/application/income-verification/income-verification-step";

export const metadata: Metadata = { title: "Verify your income" };

/** /app/application/income-verification (spec §2 step 5, status application6): connect payroll or continue by hand. */
export default function Page() {
  return <IncomeVerificationStep />;
}
