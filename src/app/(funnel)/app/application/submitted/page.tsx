import type { Metadata } from "next";
import { ClosingScreenAfterFirstPaint } from "@/features/closing/screens-after-first-paint";

export const metadata: Metadata = { title: "Your application" };

/** /app/application/submitted (spec §2, status applicationSubmitted): the decision and the status tracker. */
export default function Page() {
  return <ClosingScreenAfterFirstPaint screen="submitted" />;
}
