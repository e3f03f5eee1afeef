import type { Metadata } from "next";
import { Suspense } from "react";
import { OtherIncomeStep } from "@/features/application/other-income/other-income-step";

export const metadata: Metadata = { title: "Other income" };

/** /app/application/other-income (spec §2, status manualIncomeVerification): income besides the jobs. */
export default function Page() {
  // The borrower's turn is read from ?borrower=coborrower, which needs a Suspense boundary.
  return (
    <Suspense>
      <OtherIncomeStep />
    </Suspense>
  );
}
