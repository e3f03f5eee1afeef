import type { Metadata } from "next";
import { SubjectPropertyStep } from "@/features/application/subject-property/subject-property-step";

export const metadata: Metadata = { title: "Property information" };

/** /app/application/2 (spec §2): the property the application is for. */
export default function Page() {
  return <SubjectPropertyStep />;
}
