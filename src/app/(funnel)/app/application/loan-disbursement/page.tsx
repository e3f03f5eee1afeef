import type { Metadata } from "next";
import { ClosingScreenAfterFirstPaint } from "@/features/closing/screens-after-first-paint";

export const metadata: Metadata = { title: "Where your money goes" };

/** /app/application/loan-disbursement (spec §2, status loanDisbursement): the funds and the bank account. */
export default function Page() {
  return <ClosingScreenAfterFirstPaint screen="disbursement" />;
}
