import type { Metadata } from "next";
import { SummaryScreen } from "@/features/application/summary/summary-screen";

export const metadata: Metadata = { title: "Check your application" };

/** /app/application/application-summary (spec §2): everything entered, its PDF, and submit. */
export default function Page() {
  return <SummaryScreen />;
}
