import type { PropertyUse } from "../enums/property";
import type { RateSheet } from "./rate-sheet";

export type AvailableEquity = { maxLine: number; cltvLimit: number; eligible: boolean; reason?: "lowEquity" };

/**
 * The largest line the home allows (docs/design.md §4): the sheet's maximum CLTV for the property's use
 * times its value, less the mortgages on it, in whole dollars, never below 0 nor above the largest
 * line; not eligible (lowEquity) below the smallest line.
 */
export function availableEquity(
  input: { homeValue: number; mortgageBalance: number; propertyUse: PropertyUse },
  sheet: { heloc: Pick<RateSheet["heloc"], "maxCltv" | "line"> },
): AvailableEquity {
  const { maxCltv, line } = sheet.heloc;
  const cltvLimit = maxCltv[input.propertyUse];
  // Basis points keep 500000 x 0.85 exact instead of 425000.00000000006.
  const lendable = (input.homeValue * Math.round(cltvLimit * 10_000)) / 10_000;
  const maxLine = Math.max(0, Math.min(line.max, Math.floor(lendable - input.mortgageBalance)));
  if (maxLine < line.min) return { maxLine, cltvLimit, eligible: false, reason: "lowEquity" };
  return { maxLine, cltvLimit, eligible: true };
}

export type PropertyValueSource = "lowerOfBoth" | "valuation" | "applicantEstimate";
export type PropertyValueUsed = { value: number; source: PropertyValueSource };

/**
 * The value a line is priced on: the lower of the applicant's estimate and the automated valuation
 * when both exist, otherwise the one there is; null when neither is (a value of 0 or less counts as
 * none).
 */
export function propertyValueUsed(
  applicantEstimate: number | null,
  valuation: number | null,
): PropertyValueUsed | null {
  const estimate = applicantEstimate !== null && applicantEstimate > 0 ? applicantEstimate : null;
  const avm = valuation !== null && valuation > 0 ? valuation : null;
  if (estimate !== null && avm !== null) return { value: Math.min(estimate, avm), source: "lowerOfBoth" };
  if (avm !== null) return { value: avm, source: "valuation" };
  if (estimate !== null) return { value: estimate, source: "applicantEstimate" };
  return null;
}
