import { formatPercent } from "../format/percent";

/**
 * Every number an offer shows carries how it was reached, in order, so the screen can expand it:
 * the values used, where each came from, and the rule that joined them.
 */
export type DerivationKind = "money" | "percent" | "score" | "years" | "text" | "yesNo";

export type DerivationLine = {
  key: string;
  label: string;
  value: number | string | boolean;
  kind: DerivationKind;
  explanation: string;
};

export type Derived = { value: number; derivation: DerivationLine[] };

/** A number with its derivation; the lines are kept in order, each key once. */
export function derived(
  value: number,
  ...lines: (DerivationLine | null | readonly (DerivationLine | null)[])[]
): Derived {
  const derivation: DerivationLine[] = [];
  for (const line of lines.flat()) {
    if (line && !derivation.some((kept) => kept.key === line.key)) derivation.push(line);
  }
  return { value, derivation };
}

/**
 * A decimal rate or ratio as explanations write it, 0.06625 as "6.625%" and 1.2 as "120%"
 * (`formatPercent` alone reads values of 1 or more as points already).
 */
export function percentText(ratio: number): string {
  return ratio >= 1 ? formatPercent(ratio * 100, 3) : formatPercent(ratio, 3);
}
