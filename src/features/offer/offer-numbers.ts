import { formatMoney } from "@/domain/format/money";

/**
 * How the offer screen writes its numbers. Rates and ratios arrive as decimals (0.08125): shown as
 * "8.125%" with at most three decimals, trailing zeros dropped.
 */
export function formatRate(ratio: number): string {
  if (!Number.isFinite(ratio)) return "";
  const points = Math.round(ratio * 100 * 1000) / 1000;
  return `${points === 0 ? 0 : points}%`;
}

/** Monthly and other amounts: $ with thousands separators, cents only when there are some. */
export const formatAmount = formatMoney;

type LineValue = { value: number | string | boolean; kind: string };

/** One line of a derivation, written by its kind (money, percent, score, years, text, yes/no). */
export function formatDerivationValue(
  line: LineValue,
  words: { yes: string; no: string; years: (n: number) => string },
): string {
  const { value, kind } = line;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (typeof value === "string") return value;
  switch (kind) {
    case "money":
      return formatMoney(value);
    case "percent":
      return formatRate(value);
    case "years":
      return words.years(value);
    case "yesNo":
      return value ? words.yes : words.no;
    default:
      return String(value);
  }
}

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
