import type { PropertyUse } from "../enums/property";
import { annualPercentageRate } from "./amortization";
import { atMost, gridCell } from "./bands";
import type { Derived } from "./derivation";
import { type DeclineReason, orderDeclineReasons } from "./eligibility";
import { deriveMortgageOffer } from "./mortgage-offer-derivation";
import { adjustableRatePeriods, scheduledPayments } from "./mortgage-payments";
import type { MortgageProduct, MortgageRateSheet, RateSheet } from "./rate-sheet";
import { roundCents, roundRate } from "./rounding";

export type MortgagePurposeInput =
  | { purpose: "purchase"; purchasePrice: number; downPayment: number }
  | { purpose: "rateTerm"; liens: number }
  | { purpose: "cashOut"; liens: number; cashOutAmount: number };

export type MortgagePricingInput = MortgagePurposeInput & {
  /** The property's value: an appraisal or an automated valuation. */
  propertyValue: number;
  /** The representative credit score (`representativeScore`); null when there is no credit file. */
  creditScore: number | null;
  propertyUse: PropertyUse;
  latePaymentInLast12Months: boolean;
};

export type AdjustableRateOffer = {
  fixedYears: number;
  adjustEveryMonths: number;
  index: { name: string; rate: number };
  margin: number;
  caps: { initial: number; periodic: number; lifetime: number };
  /** The index today plus the margin, rounded: where the rate goes if the index stays. */
  fullyIndexedRate: Derived;
  /** The rate after the fixed years if the index stays where it is today. */
  rateAfterFixedYears: number;
  /** The most the rate can ever be. */
  maxRate: number;
  paymentAfterFixedYears: Derived;
};

export type MortgageOffer = {
  productId: string;
  label: string;
  termYears: number;
  loanAmount: Derived;
  ltv: Derived;
  rate: Derived;
  principalAndInterest: Derived;
  monthlyTaxes: Derived;
  monthlyInsurance: Derived;
  monthlyMortgageInsurance: Derived;
  /** How many monthly payments include mortgage insurance (0 at 80% LTV or less). */
  mortgageInsuranceMonths: number;
  totalMonthlyPayment: Derived;
  originationFee: Derived;
  apr: Derived;
  adjustable: AdjustableRateOffer | null;
};

export type MortgagePricing =
  | { eligible: true; offers: MortgageOffer[] }
  | { eligible: false; reasons: DeclineReason[] };

/**
 * The loan and the value it is measured against: a purchase borrows the price less the down payment
 * against the lower of the price and the value; a rate-and-term refinance borrows its liens, a
 * cash-out refinance its liens plus the cash, both against the value.
 */
function loanFor(input: MortgagePricingInput): { loanAmount: number; valueForLtv: number } {
  switch (input.purpose) {
    case "purchase": {
      const appraised = input.propertyValue > 0 ? input.propertyValue : input.purchasePrice;
      return {
        loanAmount: input.purchasePrice - input.downPayment,
        valueForLtv: Math.min(input.purchasePrice, appraised),
      };
    }
    case "rateTerm":
      return { loanAmount: input.liens, valueForLtv: input.propertyValue };
    case "cashOut":
      return { loanAmount: input.liens + input.cashOutAmount, valueForLtv: input.propertyValue };
  }
}

export type MortgageFacts = {
  input: MortgagePricingInput;
  sheet: MortgageRateSheet;
  loanAmount: number;
  valueForLtv: number;
  ltv: number;
  creditScore: number;
};

/**
 * docs/design.md §4: an offer for each of the sheet's mortgage products, or every reason there is none,
 * most important first: no credit file or a score below the minimum, a late payment in the last 12
 * months, an LTV above the purpose's maximum, a loan outside the sheet's amounts, no value.
 */
export function priceMortgage(input: MortgagePricingInput, rateSheet: RateSheet): MortgagePricing {
  const sheet = rateSheet.mortgage;
  const { loanAmount, valueForLtv } = loanFor(input);
  const ltv = loanAmount / valueForLtv;
  const reasons: DeclineReason[] = [];
  if (!(valueForLtv > 0)) reasons.push("propertyValueUnknown");
  else if (!atMost(ltv, sheet.maxLtv[input.purpose])) reasons.push("highLoanToValue");
  if (input.creditScore === null) reasons.push("noCreditFile");
  else if (input.creditScore < sheet.minCreditScore) reasons.push("lowCreditScore");
  if (input.latePaymentInLast12Months) reasons.push("latePayment");
  if (loanAmount < sheet.loanAmount.min || loanAmount > sheet.loanAmount.max)
    reasons.push("loanAmountOutOfRange");
  if (reasons.length > 0 || input.creditScore === null)
    return { eligible: false, reasons: orderDeclineReasons(reasons) };
  const facts = { input, sheet, loanAmount, valueForLtv, ltv, creditScore: input.creditScore };
  return { eligible: true, offers: sheet.products.map((product) => priceProduct(facts, product)) };
}

/**
 * One product: its base rate plus the adjustments for score and LTV and for the property's use;
 * estimated taxes and insurance from the sheet; mortgage insurance above 80% LTV; the APR by the
 * actuarial method with the origination fee as a prepaid finance charge, mortgage insurance in the
 * payments, and an adjustable rate following today's index after its fixed years.
 */
function priceProduct(facts: MortgageFacts, product: MortgageProduct): MortgageOffer {
  const { sheet, input, loanAmount, valueForLtv } = facts;
  const cell = gridCell(
    { rows: sheet.scoreBands, bands: sheet.ltvBands, values: (band) => band.adjustments },
    facts.creditScore,
    facts.ltv,
  );
  const useAdjustment = sheet.rateAdjustmentForUse[input.propertyUse];
  const rate = roundRate(product.baseRate + cell.value + useAdjustment);
  const termMonths = product.termYears * 12;
  const periods = product.adjustable
    ? adjustableRatePeriods(rate, product.adjustable, termMonths)
    : [{ rate, months: termMonths }];
  const mortgageInsurance = roundCents((loanAmount * cell.band.mortgageInsurance) / 12);
  const schedule = scheduledPayments({
    loanAmount,
    periods,
    mortgageInsurance: {
      monthly: mortgageInsurance,
      endsAtBalance: valueForLtv * sheet.mortgageInsuranceEndsAtLtv,
    },
  });
  const fee = roundCents(loanAmount * sheet.originationFee);
  const apr = roundRate(
    annualPercentageRate({ amountFinanced: loanAmount - fee, payments: schedule.payments }),
  );
  return deriveMortgageOffer({
    ...facts,
    product,
    cell,
    useAdjustment,
    rate,
    periods,
    schedule,
    mortgageInsurance,
    monthlyTaxes: roundCents((valueForLtv * sheet.propertyTaxRate) / 12),
    monthlyInsurance: roundCents((valueForLtv * sheet.insuranceRate) / 12),
    fee,
    apr,
  });
}
