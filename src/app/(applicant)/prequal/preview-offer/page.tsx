import type { Metadata } from "next";
import { lenderIdentity } from "@/env";
import { OfferScreen } from "@/features/offer/offer-screen";

export const metadata: Metadata = { title: "Your prequalified offer" };

/** Spec §2 /prequal/preview-offer: the new flow's offer. */
export default function NewFlowPreviewOfferPage() {
  const { legalName, nmlsId } = lenderIdentity();
  return <OfferScreen flow="new" lender={{ legalName, nmlsId }} />;
}
