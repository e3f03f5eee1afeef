import type { Metadata } from "next";
import { InitialSetupStepAfterFirstPaint } from "@/features/initial-setup/steps-after-first-paint";

export const metadata: Metadata = { title: "Your first mortgage" };

/** Spec §2 /app/initial-setup/has-fbm (the old prequalification flow). */
export default function Page() {
  return <InitialSetupStepAfterFirstPaint step="hasFbm" />;
}
