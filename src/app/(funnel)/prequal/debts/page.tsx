import type { Metadata } from "next";
import { PrequalStepAfterFirstPaint } from "@/features/prequal/steps-after-first-paint";

export const metadata: Metadata = { title: "Pay off debts" };

/** /prequal/debts (spec §2, §4 Debt Payoff). */
export default function Page() {
  return <PrequalStepAfterFirstPaint step="debts" />;
}
