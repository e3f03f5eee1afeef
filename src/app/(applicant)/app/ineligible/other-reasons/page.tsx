import type { Metadata } from "next";
import { IneligibleScreen } from "@/features/ineligible/ineligible-screen";

export const metadata: Metadata = { title: "Our decision" };

/** Spec §2 /app/ineligible/other-reasons (issue 8): the decision, its reasons, what to do, and the notice. */
export default function OtherReasonsPage() {
  return <IneligibleScreen kind="other-reasons" />;
}
