import { formatMoney } from "@/domain/format/money";

export { formatDerivationValue, formatRate } from "@/domain/pricing/derivation-value";

/** Monthly and other amounts: $ with thousands separators, cents only when there are some. */
export const formatAmount = formatMoney;

export type PaymentRun = {
  firstYear: number;
  lastYear: number;
  phase: "draw" | "repayment";
  monthlyPayment: number;
};

/**
 * The schedule's years joined where the payment and the phase stay the same ("years 1-10: $750"):
 * the table beside the chart then reads as a few rows on a phone, with every number the chart draws.
 */
export function paymentRuns(
  schedule: readonly { year: number; phase: "draw" | "repayment"; monthlyPayment: number }[],
): PaymentRun[] {
  const runs: PaymentRun[] = [];
  for (const point of schedule) {
    const last = runs.at(-1);
    if (
      last &&
      last.phase === point.phase &&
      last.monthlyPayment === point.monthlyPayment &&
      last.lastYear + 1 === point.year
    )
      last.lastYear = point.year;
    else
      runs.push({
        firstYear: point.year,
        lastYear: point.year,
        phase: point.phase,
        monthlyPayment: point.monthlyPayment,
      });
  }
  return runs;
}
