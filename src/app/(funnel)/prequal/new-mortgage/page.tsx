import type { Metadata } from "next";
import { PrequalStepAfterFirstPaint } from "@/features/prequal/steps-after-first-paint";

export const metadata: Metadata = { title: "What you want" };

/** /prequal/new-mortgage (spec §2): a HELOC by default, or a mortgage. */
export default function Page() {
  return <PrequalStepAfterFirstPaint step="newMortgage" />;
}
