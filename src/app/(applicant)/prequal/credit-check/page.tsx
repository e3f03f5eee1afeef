import type { Metadata } from "next";
import { CreditCheckStep } from "@/features/prequal/credit-check-step";

export const metadata: Metadata = { title: "Checking your credit" };

/** /prequal/credit-check (spec §2): the soft pull. */
export default function Page() {
  return <CreditCheckStep />;
}
