import type { Metadata } from "next";
import { IneligibleScreen } from "@/features/ineligible/ineligible-screen";

export const metadata: Metadata = { title: "Our decision" };

/** Spec §2 /app/ineligible/boost (issue 8): the decision, its reasons, what to do, and the notice. */
export default function BoostPage() {
  return <IneligibleScreen kind="boost" />;
}
