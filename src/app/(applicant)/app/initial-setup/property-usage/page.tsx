import type { Metadata } from "next";
import { PropertyUsageStep } from "@/features/initial-setup/property-usage-step";

export const metadata: Metadata = { title: "How you use the home" };

/** Spec §2 /app/initial-setup/property-usage (the old prequalification flow). */
export default function Page() {
  return <PropertyUsageStep />;
}
