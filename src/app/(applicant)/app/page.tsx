import type { Metadata } from "next";
import { LandingScreen } from "@/features/accounts/landing-screen";

export const metadata: Metadata = { title: "Your application" };

/** /app, the applicant area's landing: on to where the application stands (spec §4, decision 036). */
export default function AppLandingPage() {
  return <LandingScreen />;
}
