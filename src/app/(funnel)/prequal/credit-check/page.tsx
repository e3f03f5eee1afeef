import type { Metadata } from "next";
import { PrequalStepAfterFirstPaint } from "@/features/prequal/steps-after-first-paint";

export const metadata: Metadata = { title: "Checking your credit" };

/** /prequal/credit-check (spec §2): the soft pull. */
export default function Page() {
  return <PrequalStepAfterFirstPaint step="creditCheck" />;
}
