import type { HelocPricing } from "@/domain/pricing/heloc-offer";
import type { MortgagePricing } from "@/domain/pricing/mortgage-offer";

/** What quote.current answers for an eligible offer (spec §7 quote: "fields not shown"). */
export type QuoteSummary =
  | {
      product: "heloc";
      lineAmount: number;
      rate: number;
      apr: number;
      drawYears: number;
      repaymentYears: number;
      originationFee: number;
    }
  | {
      product: "mortgage";
      offers: {
        productId: string;
        label: string;
        loanAmount: number;
        rate: number;
        apr: number;
        monthlyPayment: number;
        originationFee: number;
      }[];
    };

/** The summary kept beside an offer when it is priced, so a quote reads a few numbers, not the derivations. */
export function quoteSummary(outcome: HelocPricing | MortgagePricing): QuoteSummary | null {
  if (!outcome.eligible) return null;
  if ("offer" in outcome) {
    const { offer } = outcome;
    return {
      product: "heloc",
      lineAmount: offer.line.value,
      rate: offer.rate.value,
      apr: offer.apr.value,
      drawYears: offer.drawYears,
      repaymentYears: offer.repaymentYears,
      originationFee: offer.originationFee.value,
    };
  }
  return {
    product: "mortgage",
    offers: outcome.offers.map((o) => ({
      productId: o.productId,
      label: o.label,
      loanAmount: o.loanAmount.value,
      rate: o.rate.value,
      apr: o.apr.value,
      monthlyPayment: o.totalMonthlyPayment.value,
      originationFee: o.originationFee.value,
    })),
  };
}

/** The summary as the caller asked for it: the origination fee only when fetchOriginationFee is true. */
export function quoteFor(summary: QuoteSummary, fetchOriginationFee: boolean) {
  if (fetchOriginationFee) return summary;
  if (summary.product === "heloc") {
    const { originationFee: _fee, ...withoutFee } = summary;
    return withoutFee;
  }
  return { ...summary, offers: summary.offers.map(({ originationFee: _fee, ...withoutFee }) => withoutFee) };
}
