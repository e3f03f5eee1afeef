import type { Metadata } from "next";
import { PropertyValueStep } from "@/features/initial-setup/property-value-step";

export const metadata: Metadata = { title: "Your home’s value" };

/** Spec §2 /app/initial-setup/property-value (the old prequalification flow). */
export default function Page() {
  return <PropertyValueStep />;
}
