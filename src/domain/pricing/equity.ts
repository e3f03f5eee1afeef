import type { PropertyUse } from "../enums/property";

/** DESIGN.md §4 rate-sheet limits: maximum CLTV by property use and the size of a line. */
export const RATE_SHEET_LIMITS = {
  maxCltv: { primaryResidence: 0.85, secondHome: 0.75, investment: 0.7 } satisfies Record<
    PropertyUse,
    number
  >,
  lineMin: 15_000,
  lineMax: 400_000,
} as const;

export type AvailableEquity = { maxLine: number; cltvLimit: number; eligible: boolean; reason?: "lowEquity" };

/**
 * The largest line the home allows: min(400000, floor(homeValue x CLTV - balance)), never below 0,
 * and not eligible (lowEquity) below the $15,000 minimum line (DESIGN.md §4).
 */
export function availableEquity(input: {
  homeValue: number;
  mortgageBalance: number;
  propertyUse: PropertyUse;
}): AvailableEquity {
  const cltvLimit = RATE_SHEET_LIMITS.maxCltv[input.propertyUse];
  // Basis points keep 500000 x 0.85 exact instead of 425000.00000000006.
  const lendable = (input.homeValue * Math.round(cltvLimit * 10_000)) / 10_000;
  const maxLine = Math.max(
    0,
    Math.min(RATE_SHEET_LIMITS.lineMax, Math.floor(lendable - input.mortgageBalance)),
  );
  if (maxLine < RATE_SHEET_LIMITS.lineMin)
    return { maxLine, cltvLimit, eligible: false, reason: "lowEquity" };
  return { maxLine, cltvLimit, eligible: true };
}
