import type { Metadata } from "next";
import { ApplicationStepAfterFirstPaint } from "@/features/application/steps-after-first-paint";

export const metadata: Metadata = { title: "Your debts" };

/** /app/application/debt-consolidation (spec §2, status debtConsolidation). */
export default function Page() {
  return <ApplicationStepAfterFirstPaint step="debtConsolidation" />;
}
