import type { Metadata } from "next";
import { PrequalStepAfterFirstPaint } from "@/features/prequal/steps-after-first-paint";

export const metadata: Metadata = { title: "Is the home for sale?" };

/** /prequal/listed-for-sale (spec §2). */
export default function Page() {
  return <PrequalStepAfterFirstPaint step="listedForSale" />;
}
