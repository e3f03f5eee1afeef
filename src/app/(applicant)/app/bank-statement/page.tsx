import type { Metadata } from "next";
import { BankStatementScreen } from "@/features/documents/bank-statement-screen";

export const metadata: Metadata = { title: "Send your bank statements" };

/** /app/bank-statement (spec §2, never redirected): upload statements or connect a bank. */
export default function Page() {
  return <BankStatementScreen />;
}
