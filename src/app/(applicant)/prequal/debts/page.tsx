import type { Metadata } from "next";
import { DebtsStep } from "@/features/prequal/debts-step";

export const metadata: Metadata = { title: "Pay off debts" };

/** /prequal/debts (spec §2, §4 Debt Payoff). */
export default function Page() {
  return <DebtsStep />;
}
