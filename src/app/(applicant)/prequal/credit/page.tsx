import type { Metadata } from "next";
import { CreditStep } from "@/features/prequal/credit-step";

export const metadata: Metadata = { title: "About you" };

/** /prequal/credit (spec §2, §4 Credit Pull): the borrower, the account, the consent to a soft pull. */
export default function Page() {
  return <CreditStep />;
}
