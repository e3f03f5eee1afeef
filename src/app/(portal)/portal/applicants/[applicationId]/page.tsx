import type { Metadata } from "next";
import { ApplicantDocumentsScreen } from "@/features/portal/pipeline/applicant-documents-screen";

export const metadata: Metadata = { title: "Applicant’s documents" };

/** /portal/applicants/<id> (decision 040): the id is not personal data; the API checks its reach. */
export default async function ApplicantDocuments({ params }: { params: Promise<{ applicationId: string }> }) {
  const { applicationId } = await params;
  return <ApplicantDocumentsScreen applicationId={applicationId} />;
}
