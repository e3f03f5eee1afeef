import type { Metadata } from "next";
import { PipelineScreen } from "@/features/portal/pipeline/pipeline-screen";

export const metadata: Metadata = { title: "Applicants" };

/** /portal/applicants (decision 040): the organisation's pipeline. */
export default function Applicants() {
  return <PipelineScreen />;
}
