import type { Metadata } from "next";
import { ClosingScreenAfterFirstPaint } from "@/features/closing/screens-after-first-paint";

export const metadata: Metadata = { title: "Sign your disclosures" };

/** /app/application/sign (spec §2, status disclosures "E-sign HECA"): consent, review and sign. */
export default function Page() {
  return <ClosingScreenAfterFirstPaint screen="sign" />;
}
