import type { Metadata } from "next";
import { IncomeDocsAfterFirstPaint } from "@/features/documents/income-docs-after-first-paint";

export const metadata: Metadata = { title: "Upload your documents" };

/** /app/application/upload (spec §4 step 24, status incomeDocs): the documents checklist and Continue. */
export default function Page() {
  return <IncomeDocsAfterFirstPaint />;
}
