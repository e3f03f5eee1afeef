import type { Metadata } from "next";
import { Suspense } from "react";
import { EmploymentStep } from "@/features/application/employment/employment-step";

export const metadata: Metadata = { title: "Employment history" };

/** /app/application/4 (spec §2, status application5): each borrower's employment of the last 2 years. */
export default function Page() {
  // The borrower's turn is read from ?borrower=coborrower, which needs a Suspense boundary.
  return (
    <Suspense>
      <EmploymentStep />
    </Suspense>
  );
}
