import type { Metadata } from "next";
import { lenderIdentity } from "@/env";
import { OfferScreenAfterFirstPaint } from "@/features/offer/offer-screen-after-first-paint";

export const metadata: Metadata = { title: "Your prequalified offer" };

/** Spec §2 /prequal/preview-offer: the new flow's offer. */
export default function NewFlowPreviewOfferPage() {
  const { legalName, nmlsId } = lenderIdentity();
  return <OfferScreenAfterFirstPaint flow="new" lender={{ legalName, nmlsId }} />;
}
