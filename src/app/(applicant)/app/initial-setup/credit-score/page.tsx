import type { Metadata } from "next";
import { lenderIdentity } from "@/env";
import { CreditScoreStep } from "@/features/initial-setup/credit-score-step";

export const metadata: Metadata = { title: "Soft credit check" };

/** Spec §2 /app/initial-setup/credit-score (the old prequalification flow). */
export default function Page() {
  // The consent names the lender as its settings do (FCRA: who may check their credit).
  return <CreditScoreStep lenderName={lenderIdentity().legalName} />;
}
