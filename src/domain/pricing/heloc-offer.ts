import type { PropertyUse } from "../enums/property";
import { interestOnlyPayment } from "./amortization";
import { atMost, gridCell } from "./bands";
import { debtToIncomeAfterClosing } from "./debt-to-income";
import type { Derived } from "./derivation";
import { type DeclineReason, orderDeclineReasons } from "./eligibility";
import {
  availableEquity,
  type PropertyValueSource,
  type PropertyValueUsed,
  propertyValueUsed,
} from "./equity";
import { deriveHelocOffer } from "./heloc-offer-derivation";
import type { HelocRateSheet, RateSheet } from "./rate-sheet";
import { roundRate } from "./rounding";

export type HelocPricingInput = {
  propertyUse: PropertyUse;
  /** The applicant's own estimate of the home's value. */
  applicantEstimate: number | null;
  /** The automated valuation (AVM) of the home. */
  valuation: number | null;
  /** The sum of the balances of the mortgages the applicant said are on this property. */
  liens: number;
  /** The representative credit score (`representativeScore`); null when there is no credit file. */
  creditScore: number | null;
  /** Gross monthly income of the borrowers; null when not given. */
  monthlyIncome: number | null;
  /** Every monthly debt payment today: the credit report's and those the applicant added. */
  monthlyDebtPayments: number;
  /** The part of `monthlyDebtPayments` that ends at closing (`payoffMonthlyPayments` of the debts). */
  payoffMonthlyPayments: number;
  latePaymentInLast12Months: boolean;
  /** The debts paid at closing (`payoffTotal` of the debts step). */
  payoffTotal: number;
  /** A line the applicant asked for; without it, the largest line the equity allows. */
  requestedLine?: number;
};

export type HelocDrawOption = {
  amount: number;
  /** Interest only, during the draw years. */
  drawPeriodPayment: Derived;
  /** Principal and interest, during the repayment years, at today's rate. */
  repaymentPeriodPayment: Derived;
};

export type HelocOffer = {
  propertyValue: Derived;
  propertyValueSource: PropertyValueSource;
  maxLine: Derived;
  line: Derived;
  cltv: Derived;
  creditTier: string;
  rate: Derived;
  rateCapApplied: boolean;
  /** The most the variable rate can ever be. */
  maxRate: number;
  apr: Derived;
  originationFeeRate: number;
  originationFee: Derived;
  drawYears: number;
  repaymentYears: number;
  /** Smallest first; the last is the whole line. */
  drawOptions: HelocDrawOption[];
  debtToIncome: Derived;
  payoffTotal: number;
  /** The line less the debts paid at closing, never below 0. */
  cashLeft: Derived;
  /** True when the debts to pay at closing are more than the line: it pays off only part of them. */
  payoffExceedsLine: boolean;
};

export type HelocPricing =
  | { eligible: true; offer: HelocOffer }
  | { eligible: false; reasons: DeclineReason[] };

/** The line: the one asked for, within the smallest line and what the equity allows. */
function lineFor(maxLine: number, requested: number | undefined, sheet: HelocRateSheet): number {
  if (requested === undefined) return maxLine;
  return Math.min(maxLine, Math.max(sheet.line.min, Math.floor(requested)));
}

/** The index plus the margin of the tier and of the CLTV after the whole line, never above the cap. */
function helocRate(sheet: HelocRateSheet, creditScore: number, cltv: number) {
  const cell = gridCell(
    { rows: sheet.tiers, bands: sheet.cltvBands, values: (t) => t.margins },
    creditScore,
    cltv,
  );
  const uncapped = roundRate(sheet.index.rate + cell.value);
  const capApplied = uncapped > sheet.rateCap;
  return {
    tier: cell.row,
    band: cell.band,
    margin: cell.value,
    uncapped,
    capApplied,
    rate: capApplied ? sheet.rateCap : uncapped,
  };
}
type HelocRate = ReturnType<typeof helocRate>;

export type HelocFacts = {
  input: HelocPricingInput;
  sheet: HelocRateSheet;
  value: PropertyValueUsed;
  maxLine: number;
  cltvLimit: number;
  line: number;
  /** The line is smaller than the equity allows because its interest would carry DTI over the maximum. */
  limitedByIncome: boolean;
  cltv: number;
  creditScore: number;
  rate: HelocRate;
  linePayment: number;
  monthlyIncome: number;
  debtToIncome: number;
};

/**
 * docs/design.md §4: a HELOC offer, or every reason there is none, most important first.
 *
 * - The value is the lower of the applicant's estimate and the automated valuation.
 * - The line runs from the sheet's smallest to the lesser of its largest and what the maximum CLTV
 *   for the property's use leaves after the liens.
 * - The rate is the index plus the margin for the credit tier and the CLTV after the whole line,
 *   capped. The APR of a line of credit is that periodic rate times 12: Regulation Z (§ 1026.6(a),
 *   § 1026.40) leaves fees out of a HELOC's APR, so the origination fee is shown on its own.
 * - Debt-to-income counts the interest-only payment on the whole line; a line whose interest would
 *   carry it over the maximum is lowered to the largest the income carries (in $100 steps), and
 *   only a line below the smallest is declined. It is tested whenever there
 *   is a line to test and an income: with no credit file, or a score below the minimum, it is
 *   tested at the tier of the minimum score, where the applicant would start. Without a line (low
 *   equity or no value) it is not tested; without an income it cannot be, and `incomeUnknown` says so.
 */
export function priceHeloc(input: HelocPricingInput, rateSheet: RateSheet): HelocPricing {
  const sheet = rateSheet.heloc;
  const reasons: DeclineReason[] = [];
  const value = propertyValueUsed(input.applicantEstimate, input.valuation);
  const equity = value
    ? availableEquity(
        { homeValue: value.value, mortgageBalance: input.liens, propertyUse: input.propertyUse },
        rateSheet,
      )
    : null;
  if (!value) reasons.push("propertyValueUnknown");
  else if (!equity?.eligible) reasons.push("lowEquity");
  if (input.creditScore === null) reasons.push("noCreditFile");
  else if (input.creditScore < sheet.minCreditScore) reasons.push("lowCreditScore");
  if (input.latePaymentInLast12Months) reasons.push("latePayment");
  if (input.monthlyIncome === null) reasons.push("incomeUnknown");
  if (!value || !equity?.eligible || input.monthlyIncome === null)
    return { eligible: false, reasons: orderDeclineReasons(reasons) };

  const creditScore = Math.max(input.creditScore ?? sheet.minCreditScore, sheet.minCreditScore);
  const wanted = lineFor(equity.maxLine, input.requestedLine, sheet);
  const priced = (line: number) => {
    const cltv = (input.liens + line) / value.value;
    const rate = helocRate(sheet, creditScore, cltv);
    const linePayment = interestOnlyPayment(line, rate.rate);
    return {
      line,
      cltv,
      rate,
      linePayment,
      dti: debtToIncomeAfterClosing(input, linePayment, input.monthlyIncome ?? 0),
    };
  };
  let terms = priced(wanted);
  // A line whose interest would carry debt-to-income over the maximum is made smaller, not refused:
  // the largest line the income carries, as long as it is at least the smallest line.
  for (let tries = 0; tries < 4 && !atMost(terms.dti, sheet.maxDebtToIncome); tries++) {
    const room =
      sheet.maxDebtToIncome * input.monthlyIncome -
      Math.max(0, input.monthlyDebtPayments - input.payoffMonthlyPayments);
    const affordable = Math.floor((Math.max(0, room) * 12) / terms.rate.rate / 100) * 100;
    if (affordable < sheet.line.min) break;
    terms = priced(Math.min(wanted, affordable));
  }
  if (!atMost(terms.dti, sheet.maxDebtToIncome)) reasons.push("highDebtToIncome");
  if (reasons.length > 0) return { eligible: false, reasons: orderDeclineReasons(reasons) };
  const { line, cltv, rate, linePayment, dti } = terms;

  const facts: HelocFacts = {
    input,
    sheet,
    value,
    maxLine: equity.maxLine,
    cltvLimit: equity.cltvLimit,
    line,
    limitedByIncome: line < wanted,
    cltv,
    creditScore,
    rate,
    linePayment,
    monthlyIncome: input.monthlyIncome,
    debtToIncome: dti,
  };
  return { eligible: true, offer: deriveHelocOffer(facts) };
}
