import type { Metadata } from "next";
import { DerogatoryStep } from "@/features/prequal/derogatory-step";

export const metadata: Metadata = { title: "A few questions about your history" };

/** /prequal/derogatory (spec §2, §4 Disqualifying Issues). */
export default function Page() {
  return <DerogatoryStep />;
}
