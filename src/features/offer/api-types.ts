import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

/** What `prequal.offer` and `prequal.chooseDraw` answer (src/server/services/prequal/offer-view.ts). */
export type OfferView = inferRouterOutputs<AppRouter>["prequal"]["offer"];
export type HelocOfferView = Extract<OfferView, { product: "heloc" }>;
export type MortgageOfferView = Extract<OfferView, { product: "mortgage" }>;

export type HelocOffer = HelocOfferView["heloc"];
export type DrawOption = HelocOffer["drawOptions"][number];
export type ScheduledPayment = HelocOfferView["schedule"][number];
export type MortgageProduct = MortgageOfferView["mortgage"]["offers"][number];

/** A number of the offer with the lines that explain how it was reached (domain `Derived`). */
export type DerivedNumber = HelocOffer["line"];
export type DerivationLine = DerivedNumber["derivation"][number];
