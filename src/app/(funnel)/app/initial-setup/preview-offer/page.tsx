import type { Metadata } from "next";
import { lenderIdentity } from "@/env";
import { OfferScreenAfterFirstPaint } from "@/features/offer/offer-screen-after-first-paint";

export const metadata: Metadata = { title: "Your prequalified offer" };

/** Spec §2 /app/initial-setup/preview-offer: the old flow's offer. */
export default function OldFlowPreviewOfferPage() {
  const { legalName, nmlsId } = lenderIdentity();
  return <OfferScreenAfterFirstPaint flow="old" lender={{ legalName, nmlsId }} />;
}
