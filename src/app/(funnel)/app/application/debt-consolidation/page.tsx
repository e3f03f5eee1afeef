import type { Metadata } from "next";
import { DebtConsolidationStep } from "@/features/application/debt-consolidation/debt-consolidation-step";

export const metadata: Metadata = { title: "Your debts" };

/** /app/application/debt-consolidation (spec §2, status debtConsolidation). */
export default function Page() {
  return <DebtConsolidationStep />;
}
