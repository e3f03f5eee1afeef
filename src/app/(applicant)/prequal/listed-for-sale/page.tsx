import type { Metadata } from "next";
import { ListedForSaleStep } from "@/features/prequal/listed-for-sale-step";

export const metadata: Metadata = { title: "Is the home for sale?" };

/** /prequal/listed-for-sale (spec §2). */
export default function Page() {
  return <ListedForSaleStep />;
}
