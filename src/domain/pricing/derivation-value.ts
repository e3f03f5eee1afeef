import { formatMoney } from "../format/money";

/**
 * How the offer screen writes its numbers. Rates and ratios arrive as decimals (0.08125): shown as
 * "8.125%" with at most three decimals, trailing zeros dropped.
 */
export function formatRate(ratio: number): string {
  if (!Number.isFinite(ratio)) return "";
  const points = Math.round(ratio * 100 * 1000) / 1000;
  return `${points === 0 ? 0 : points}%`;
}

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
