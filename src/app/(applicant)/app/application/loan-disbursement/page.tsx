import type { Metadata } from "next";
import { DisbursementScreen } from "@/features/closing/disbursement/disbursement-screen";

export const metadata: Metadata = { title: "Where your money goes" };

/** /app/application/loan-disbursement (spec §2, status loanDisbursement): the funds and the bank account. */
export default function Page() {
  return <DisbursementScreen />;
}
