import type { Metadata } from "next";
import { CreditScoreStep } from "@/features/initial-setup/credit-score-step";

export const metadata: Metadata = { title: "Soft credit check" };

/** Spec §2 /app/initial-setup/credit-score (the old prequalification flow). */
export default function Page() {
  return <CreditScoreStep />;
}
