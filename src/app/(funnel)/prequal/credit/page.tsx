import type { Metadata } from "next";
import { lenderIdentity } from "@/env";
import { PrequalConsentStepAfterFirstPaint } from "@/features/prequal/steps-after-first-paint";

export const metadata: Metadata = { title: "About you" };

/** /prequal/credit (spec §2, §4 Credit Pull): the borrower, the account, the consent to a soft pull. */
export default function Page() {
  // The consent names the lender as its settings do (FCRA: who may check their credit).
  return <PrequalConsentStepAfterFirstPaint step="credit" lenderName={lenderIdentity().legalName} />;
}
