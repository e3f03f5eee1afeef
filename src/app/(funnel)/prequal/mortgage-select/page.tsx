import type { Metadata } from "next";
import { PrequalStepAfterFirstPaint } from "@/features/prequal/steps-after-first-paint";

export const metadata: Metadata = { title: "Your mortgages" };

/** /prequal/mortgage-select (spec §2, §4 Select Mortgage). */
export default function Page() {
  return <PrequalStepAfterFirstPaint step="mortgageSelect" />;
}
