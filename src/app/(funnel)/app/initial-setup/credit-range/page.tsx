import type { Metadata } from "next";
import { InitialSetupStepAfterFirstPaint } from "@/features/initial-setup/steps-after-first-paint";

export const metadata: Metadata = { title: "Your credit" };

/** Spec §2 /app/initial-setup/credit-range (the old prequalification flow). */
export default function Page() {
  return <InitialSetupStepAfterFirstPaint step="creditRange" />;
}
