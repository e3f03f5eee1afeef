import type { Metadata } from "next";
import { PrequalStepAfterFirstPaint } from "@/features/prequal/steps-after-first-paint";

export const metadata: Metadata = { title: "A few questions about your history" };

/** /prequal/derogatory (spec §2, §4 Disqualifying Issues). */
export default function Page() {
  return <PrequalStepAfterFirstPaint step="derogatory" />;
}
