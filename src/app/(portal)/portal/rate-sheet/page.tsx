import type { Metadata } from "next";
import { RateSheetScreen } from "@/features/portal/rate-sheet/rate-sheet-screen";

export const metadata: Metadata = { title: "Rate sheet" };

/** /portal/rate-sheet (decision 026): the lender's administrators publish versions of the rate sheet. */
export default function RateSheet() {
  return <RateSheetScreen />;
}
