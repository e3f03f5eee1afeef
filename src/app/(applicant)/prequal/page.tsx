import type { Metadata } from "next";
import { LandingScreen } from "@/features/accounts/landing-screen";

export const metadata: Metadata = { title: "Your application" };

/** /prequal, the new flow's landing: on to where the application stands (spec §4, decision 036). */
export default function PrequalLandingPage() {
  return <LandingScreen />;
}
