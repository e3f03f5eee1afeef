import type { Metadata } from "next";
import { MortgageBalanceStep } from "@/features/initial-setup/mortgage-balance-step";

export const metadata: Metadata = { title: "Your mortgages" };

/** Spec §2 /app/initial-setup/mortgage-balance (the old prequalification flow). */
export default function Page() {
  return <MortgageBalanceStep />;
}
