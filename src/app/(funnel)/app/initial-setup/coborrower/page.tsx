import type { Metadata } from "next";
import { lenderIdentity } from "@/env";
import { InitialSetupConsentStepAfterFirstPaint } from "@/features/initial-setup/steps-after-first-paint";

export const metadata: Metadata = { title: "Applying together" };

/** Spec §2 /app/initial-setup/coborrower (the old prequalification flow). */
export default function Page() {
  // The consent names the lender as its settings do (FCRA: who may check their credit).
  return <InitialSetupConsentStepAfterFirstPaint step="coborrower" lenderName={lenderIdentity().legalName} />;
}
