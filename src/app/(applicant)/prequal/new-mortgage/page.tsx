import type { Metadata } from "next";
import { NewMortgageStep } from "@/features/prequal/new-mortgage-step";

export const metadata: Metadata = { title: "What you want" };

/** /prequal/new-mortgage (spec §2): a HELOC by default, or a mortgage. */
export default function Page() {
  return <NewMortgageStep />;
}
