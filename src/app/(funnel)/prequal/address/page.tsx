import type { Metadata } from "next";
import { AddressStep } from "@/features/prequal/address-step";

export const metadata: Metadata = { title: "The home’s address" };

/** /prequal/address (spec §2): where the home is and what it is worth. */
export default function Page() {
  return <AddressStep />;
}
