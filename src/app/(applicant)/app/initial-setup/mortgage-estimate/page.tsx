import type { Metadata } from "next";
import { MortgageEstimateStep } from "@/features/initial-setup/mortgage-estimate-step";

export const metadata: Metadata = { title: "Your mortgage balance" };

/** Spec §2 /app/initial-setup/mortgage-estimate (the old prequalification flow). */
export default function Page() {
  return <MortgageEstimateStep />;
}
