import type { HelocPricing } from "@/domain/pricing/heloc-offer";
import type { MortgagePricing } from "@/domain/pricing/mortgage-offer";
import type { ApplicationRow } from "@/server/services/prequal/application-store";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";
import { currentOfferRow } from "@/server/services/prequal/price-application";

/** What the debt-consolidation screen shows of the offer: the line, the payoff and the cash left. */
export type OfferFigures = {
  product: "heloc" | "mortgage";
  /** The HELOC's line, or the first mortgage offer's loan amount. */
  line: number;
  payoffTotal: number;
  /** The line less the payoff (a HELOC); a mortgage pays no cash out here. */
  cashLeft: number | null;
  payoffExceedsLine: boolean;
};

/** The current offer's figures, or null when there is none eligible (declined, or never priced). */
export async function offerFigures(
  deps: Pick<PrequalDependencies, "db">,
  row: ApplicationRow,
  payoffTotal: number,
): Promise<OfferFigures | null> {
  const offer = await currentOfferRow(deps, row);
  if (!offer?.eligible) return null;
  if (offer.product === "heloc") {
    const { offer: heloc } = offer.outcome as unknown as Extract<HelocPricing, { eligible: true }>;
    return {
      product: "heloc",
      line: heloc.line.value,
      payoffTotal: heloc.payoffTotal,
      cashLeft: heloc.cashLeft.value,
      payoffExceedsLine: heloc.payoffExceedsLine,
    };
  }
  const { offers } = offer.outcome as unknown as Extract<MortgagePricing, { eligible: true }>;
  const line = offers[0]?.loanAmount.value ?? 0;
  return { product: "mortgage", line, payoffTotal, cashLeft: null, payoffExceedsLine: payoffTotal > line };
}
