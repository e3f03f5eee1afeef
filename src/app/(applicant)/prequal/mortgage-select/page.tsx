import type { Metadata } from "next";
import { MortgageSelectStep } from "@/features/prequal/mortgage-select-step";

export const metadata: Metadata = { title: "Your mortgages" };

/** /prequal/mortgage-select (spec §2, §4 Select Mortgage). */
export default function Page() {
  return <MortgageSelectStep />;
}
