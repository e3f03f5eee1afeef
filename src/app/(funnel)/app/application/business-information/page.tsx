import type { Metadata } from "next";
import { ApplicationStepAfterFirstPaint } from "@/features/application/steps-after-first-paint";

export const metadata: Metadata = { title: "Business information" };

/** /app/application/business-information (spec §2): the business of a borrower who owns 25% or more. */
export default function Page() {
  return <ApplicationStepAfterFirstPaint step="businessInformation" />;
}
