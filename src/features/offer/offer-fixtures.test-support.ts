// Offers as `prequal.offer` answers them, priced by the domain on the default rate sheet, for the
// screen's tests.
import { DEFAULT_RATE_SHEET } from "@/domain/pricing/default-rate-sheet";
import { type HelocOffer, priceHeloc } from "@/domain/pricing/heloc-offer";
import { priceMortgage } from "@/domain/pricing/mortgage-offer";
import { helocPaymentSchedule } from "@/domain/pricing/payment-schedule";

export const PRICED_AT = new Date("2026-11-23T15:00:00Z");

/** A primary home valued at $480,000 (the AVM, below the owner's $500,000), $200,000 owed, score 720. */
export function helocOffer(overrides: { payoffTotal?: number } = {}): HelocOffer {
  const priced = priceHeloc(
    {
      propertyUse: "primaryResidence",
      applicantEstimate: 500_000,
      valuation: 480_000,
      liens: 200_000,
      creditScore: 720,
      monthlyIncome: 10_000,
      monthlyDebtPayments: 2_500,
      payoffMonthlyPayments: 300,
      latePaymentInLast12Months: false,
      payoffTotal: overrides.payoffTotal ?? 12_000,
    },
    DEFAULT_RATE_SHEET,
  );
  if (!priced.eligible) throw new Error("the fixture should be eligible");
  return priced.offer;
}

export function helocView(chosenDraw?: number, offer: HelocOffer = helocOffer()) {
  const draw = chosenDraw ?? offer.line.value;
  return {
    declined: false as const,
    product: "heloc" as const,
    rateSheetVersion: 1,
    pricedAt: PRICED_AT,
    heloc: offer,
    chosenDraw: draw,
    schedule: helocPaymentSchedule(offer, draw),
  };
}

export function mortgageView() {
  const priced = priceMortgage(
    {
      purpose: "rateTerm",
      liens: 300_000,
      propertyValue: 500_000,
      creditScore: 720,
      propertyUse: "primaryResidence",
      latePaymentInLast12Months: false,
    },
    DEFAULT_RATE_SHEET,
  );
  if (!priced.eligible) throw new Error("the fixture should be eligible");
  return {
    declined: false as const,
    product: "mortgage" as const,
    rateSheetVersion: 1,
    pricedAt: PRICED_AT,
    mortgage: priced,
  };
}

/** What `prequal.journey` answers at the offer of the new flow, for the step counter. */
export const JOURNEY_AT_OFFER = {
  flow: "new" as const,
  landingVersion: "A" as const,
  product: "heloc" as const,
  answers: {
    propertyType: "singleFamily" as const,
    propertyUse: "primaryResidence" as const,
    listedForSale: false,
    product: "heloc" as const,
    derogatory: { bankruptcy: false, foreclosure: false, shortSale: false },
    borrower: { firstName: "Ann", lastName: "Lee", annualIncome: 120_000 },
    withCoborrower: false,
    selectedMortgageIds: ["m1"],
    payoffLiabilityIds: [],
  },
  signedIn: true,
  hasAccount: true,
  creditPulled: true,
  referred: false,
  referrer: null,
  declined: false,
  next: { path: "/prequal/preview-offer", status: "prequalOffer" },
};
