import type { Metadata } from "next";
import { BuildingTypeStep } from "@/features/prequal/building-type-step";

export const metadata: Metadata = { title: "What kind of home is it?" };

/** /prequal/building-type (spec §2), the new flow's entry: the kind of home, its units and how it is used. */
export default function Page() {
  return <BuildingTypeStep />;
}
