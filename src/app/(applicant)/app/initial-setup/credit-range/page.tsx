import type { Metadata } from "next";
import { CreditRangeStep } from "@/features/initial-setup/credit-range-step";

export const metadata: Metadata = { title: "Your credit" };

/** Spec §2 /app/initial-setup/credit-range (the old prequalification flow). */
export default function Page() {
  return <CreditRangeStep />;
}
