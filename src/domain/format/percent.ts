import { type ParseResult, parsed, rejected } from "./parse-result";

/**
 * Spec §5: percentages are multiplied by 100 when below 1, so a rate stored as 0.0725 and one
 * stored as 7.25 both read "7.25%". Negative values use their size for that test.
 */
export function formatPercent(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return "";
  const points = Math.abs(value) < 1 ? value * 100 : value;
  const factor = 10 ** decimals;
  const rounded = Math.round(points * factor) / factor;
  return `${rounded === 0 ? 0 : rounded}%`;
}

/** Reads "7.25%" or "7.25" as 7.25 percentage points. */
export function parsePercent(input: string): ParseResult<number> {
  const text = input.trim().replace(/\s*%$/, "");
  if (text === "") return rejected("Enter a percentage");
  if (!/^-?\d+(\.\d+)?$/.test(text)) return rejected("Enter the percentage as a number, like 7.25%");
  return parsed(Number(text));
}
