import type { Metadata } from "next";
import { InitialSetupStepAfterFirstPaint } from "@/features/initial-setup/steps-after-first-paint";

export const metadata: Metadata = { title: "How you use the home" };

/** Spec §2 /app/initial-setup/property-usage (the old prequalification flow). */
export default function Page() {
  return <InitialSetupStepAfterFirstPaint step="propertyUsage" />;
}
