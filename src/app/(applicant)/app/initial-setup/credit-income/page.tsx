import type { Metadata } from "next";
import { CreditIncomeStep } from "@/features/initial-setup/credit-income-step";

export const metadata: Metadata = { title: "Your income" };

/** Spec §2 /app/initial-setup/credit-income (the old prequalification flow). */
export default function Page() {
  return <CreditIncomeStep />;
}
