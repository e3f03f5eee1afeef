import type { Metadata } from "next";
import { ApplicationStepAfterFirstPaint } from "@/features/application/steps-after-first-paint";

export const metadata: Metadata = { title: "Other real estate you own" };

/** /app/application/3 (spec §2, status application4 "Additional Real Estate"). */
export default function Page() {
  return <ApplicationStepAfterFirstPaint step="realEstate" />;
}
