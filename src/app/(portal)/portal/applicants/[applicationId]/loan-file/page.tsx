import type { Metadata } from "next";
import { LoanFileScreen } from "@/features/portal/loan-file/loan-file-screen";

export const metadata: Metadata = { title: "Loan file" };

/** /portal/applicants/<id>/loan-file (decision 084): the id is not personal data; the API checks its reach. */
export default async function LoanFilePage({ params }: { params: Promise<{ applicationId: string }> }) {
  const { applicationId } = await params;
  return <LoanFileScreen applicationId={applicationId} />;
}
