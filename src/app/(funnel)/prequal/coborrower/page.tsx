import type { Metadata } from "next";
import { lenderIdentity } from "@/env";
import { PrequalConsentStepAfterFirstPaint } from "@/features/prequal/steps-after-first-paint";

export const metadata: Metadata = { title: "Who is applying with you" };

/** /prequal/coborrower (spec §2). */
export default function Page() {
  // The consent names the lender as its settings do (FCRA: who may check their credit).
  return <PrequalConsentStepAfterFirstPaint step="coborrower" lenderName={lenderIdentity().legalName} />;
}
