import type { Metadata } from "next";
import { ClosingScreenAfterFirstPaint } from "@/features/closing/screens-after-first-paint";

export const metadata: Metadata = { title: "Verify your identity" };

/** /app/application/identity-verification (spec §2, §4 status identityVerification): the ID check. */
export default function Page() {
  return <ClosingScreenAfterFirstPaint screen="identity" />;
}
