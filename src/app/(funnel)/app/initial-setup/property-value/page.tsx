import type { Metadata } from "next";
import { InitialSetupStepAfterFirstPaint } from "@/features/initial-setup/steps-after-first-paint";

export const metadata: Metadata = { title: "Your home’s value" };

/** Spec §2 /app/initial-setup/property-value (the old prequalification flow). */
export default function Page() {
  return <InitialSetupStepAfterFirstPaint step="propertyValue" />;
}
