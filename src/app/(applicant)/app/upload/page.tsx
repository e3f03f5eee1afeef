import type { Metadata } from "next";
import { StandaloneUploadScreen } from "@/features/documents/standalone-upload-screen";

export const metadata: Metadata = { title: "Your documents" };

/** /app/upload (spec §2, never redirected): the documents checklist at any status. */
export default function Page() {
  return <StandaloneUploadScreen />;
}
