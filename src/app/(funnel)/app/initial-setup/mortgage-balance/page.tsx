import type { Metadata } from "next";
import { InitialSetupStepAfterFirstPaint } from "@/features/initial-setup/steps-after-first-paint";

export const metadata: Metadata = { title: "Your mortgages" };

/** Spec §2 /app/initial-setup/mortgage-balance (the old prequalification flow). */
export default function Page() {
  return <InitialSetupStepAfterFirstPaint step="mortgageBalance" />;
}
