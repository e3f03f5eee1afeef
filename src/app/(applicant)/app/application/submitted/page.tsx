import type { Metadata } from "next";
import { SubmittedScreen } from "@/features/closing/submitted/submitted-screen";

export const metadata: Metadata = { title: "Your application" };

/** /app/application/submitted (spec §2, status applicationSubmitted): the decision and the status tracker. */
export default function Page() {
  return <SubmittedScreen />;
}
