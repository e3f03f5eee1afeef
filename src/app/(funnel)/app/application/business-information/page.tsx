import type { Metadata } from "next";
import { Suspense } from "react";
import { BusinessInformationStep } from "@/features/application/business-information/business-information-step";

export const metadata: Metadata = { title: "Business information" };

/** /app/application/business-information (spec §2): the business of a borrower who owns 25% or more. */
export default function Page() {
  // The borrower's turn is read from ?borrower=coborrower, which needs a Suspense boundary.
  return (
    <Suspense>
      <BusinessInformationStep />
    </Suspense>
  );
}
