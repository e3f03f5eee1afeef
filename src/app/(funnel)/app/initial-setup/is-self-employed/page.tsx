import type { Metadata } from "next";
import { InitialSetupStepAfterFirstPaint } from "@/features/initial-setup/steps-after-first-paint";

export const metadata: Metadata = { title: "Self-employment" };

/** Spec §2 /app/initial-setup/is-self-employed (the old prequalification flow). */
export default function Page() {
  return <InitialSetupStepAfterFirstPaint step="isSelfEmployed" />;
}
