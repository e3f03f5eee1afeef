import type { Metadata } from "next";
import { RealEstateStep } from "@/features/application/real-estate/real-estate-step";

export const metadata: Metadata = { title: "Other real estate you own" };

/** /app/application/3 (spec §2, status application4 "Additional Real Estate"). */
export default function Page() {
  return <RealEstateStep />;
}
