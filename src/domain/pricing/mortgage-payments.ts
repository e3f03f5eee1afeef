import { monthlyPayment } from "./amortization";
import type { AdjustableRateTerms } from "./rate-sheet";
import { roundRate } from "./rounding";

/** A stretch of months at one rate. */
export type RatePeriod = { rate: number; months: number };

/** The index today plus the margin, rounded to the nearest step (1/8 point on the default sheet). */
export function fullyIndexedRate(terms: AdjustableRateTerms): number {
  const { index, margin, roundingStep } = terms;
  return roundRate(Math.round(roundRate(index.rate + margin) / roundingStep) * roundingStep);
}

/** The most an adjustable rate can ever be: the initial rate plus the lifetime cap. */
export const adjustableMaxRate = (initialRate: number, terms: AdjustableRateTerms): number =>
  roundRate(initialRate + terms.caps.lifetime);

/**
 * An adjustable rate's path when the index stays where it is today (Regulation Z's assumption for
 * disclosures, comment 17(c)(1)-10): the initial rate for the fixed years, then at each change a
 * step toward the fully indexed rate no larger than the first or periodic cap, never above the
 * lifetime cap nor below the margin (the agencies' floor). Equal neighbouring periods are joined.
 */
export function adjustableRatePeriods(
  initialRate: number,
  terms: AdjustableRateTerms,
  termMonths: number,
): RatePeriod[] {
  const target = fullyIndexedRate(terms);
  const ceiling = adjustableMaxRate(initialRate, terms);
  const periods: RatePeriod[] = [{ rate: initialRate, months: Math.min(terms.fixedYears * 12, termMonths) }];
  let month = periods[0]?.months ?? 0;
  let rate = initialRate;
  for (let change = 0; month < termMonths; change++) {
    const cap = change === 0 ? terms.caps.initial : terms.caps.periodic;
    const stepped = Math.min(Math.max(target, rate - cap), rate + cap);
    rate = roundRate(Math.min(Math.max(stepped, terms.margin), ceiling));
    const months = Math.min(terms.adjustEveryMonths, termMonths - month);
    const last = periods.at(-1);
    if (last && last.rate === rate) last.months += months;
    else periods.push({ rate, months });
    month += months;
  }
  return periods;
}

export type ScheduledPayments = {
  /** Every monthly payment, mortgage insurance included, the first a month after closing. */
  payments: number[];
  /** Principal and interest of each rate period, in order. */
  principalAndInterest: number[];
  /** How many payments include mortgage insurance. */
  mortgageInsuranceMonths: number;
};

/**
 * The payments of a loan over its rate periods: each period's principal and interest repays the
 * balance left over the months left; mortgage insurance is added while the balance at the start of
 * a month is above `endsAtBalance` (the Homeowners Protection Act ends it when the scheduled balance
 * reaches 78% of the original value).
 */
export function scheduledPayments(input: {
  loanAmount: number;
  periods: readonly RatePeriod[];
  mortgageInsurance: { monthly: number; endsAtBalance: number };
}): ScheduledPayments {
  const termMonths = input.periods.reduce((sum, p) => sum + p.months, 0);
  const { monthly, endsAtBalance } = input.mortgageInsurance;
  const payments: number[] = [];
  const principalAndInterest: number[] = [];
  let balance = input.loanAmount;
  let mortgageInsuranceMonths = 0;
  for (const period of input.periods) {
    const payment = monthlyPayment(balance, period.rate, termMonths - payments.length);
    principalAndInterest.push(payment);
    for (let m = 0; m < period.months; m++) {
      const insured = monthly > 0 && balance > endsAtBalance;
      if (insured) mortgageInsuranceMonths++;
      payments.push(insured ? payment + monthly : payment);
      balance = balance * (1 + period.rate / 12) - payment;
    }
  }
  return { payments, principalAndInterest, mortgageInsuranceMonths };
}
