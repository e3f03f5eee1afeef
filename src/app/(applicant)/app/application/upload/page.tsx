import type { Metadata } from "next";
import { IncomeDocsScreen } from "@/features/documents/income-docs-screen";

export const metadata: Metadata = { title: "Upload your documents" };

/** /app/application/upload (spec §4 step 24, status incomeDocs): the documents checklist and Continue. */
export default function Page() {
  return <IncomeDocsScreen />;
}
