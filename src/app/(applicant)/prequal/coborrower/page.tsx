import type { Metadata } from "next";
import { CoborrowerStep } from "@/features/prequal/coborrower-step";

export const metadata: Metadata = { title: "Who is applying with you" };

/** /prequal/coborrower (spec §2). */
export default function Page() {
  return <CoborrowerStep />;
}
