import type { Metadata } from "next";
import { Suspense } from "react";
import { PersonalInfoStep } from "@/features/application/personal-info/personal-info-step";

export const metadata: Metadata = { title: "Personal information" };

/** /app/application/1 (spec §2): personal information, the borrower's then the coborrower's. */
export default function Page() {
  // useSearchParams (whose turn it is) needs a Suspense boundary to prerender the page's frame.
  return (
    <Suspense>
      <PersonalInfoStep />
    </Suspense>
  );
}
