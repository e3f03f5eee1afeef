import type { RateSheet } from "./rate-sheet";

/**
 * What the public pages' equity calculator needs of the sheet in force (decision 108): the CLTV
 * limit by the home's use and the smallest and largest line, with the version they come from. The
 * rest of the sheet (margins, fees, products) stays off the public pages.
 */
export interface CalculatorFigures {
  version: number;
  heloc: Pick<RateSheet["heloc"], "maxCltv" | "line">;
}

/** Where the host serves them: a small cached GET, so the prerendered page stays static. */
export const CALCULATOR_FIGURES_PATH = "/api/rate-sheet/calculator";

export function calculatorFigures(version: number, sheet: RateSheet): CalculatorFigures {
  const { maxCltv, line } = sheet.heloc;
  return { version, heloc: { maxCltv, line } };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isRatio = (v: unknown): v is number => typeof v === "number" && v > 0 && v <= 1;
const isDollars = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

/**
 * The figures as the browser reads them back, or null when the answer is not figures a sheet could
 * hold. Checked by hand rather than with the sheet's zod schema: the public pages ship no zod.
 */
export function readCalculatorFigures(value: unknown): CalculatorFigures | null {
  if (!isRecord(value) || !isDollars(value.version) || !isRecord(value.heloc)) return null;
  const { maxCltv, line } = value.heloc;
  if (!isRecord(maxCltv) || !isRecord(line)) return null;
  const { primaryResidence, secondHome, investment } = maxCltv;
  if (!isRatio(primaryResidence) || !isRatio(secondHome) || !isRatio(investment)) return null;
  if (!isDollars(line.min) || !isDollars(line.max) || line.min > line.max) return null;
  return {
    version: value.version,
    heloc: { maxCltv: { primaryResidence, secondHome, investment }, line: { min: line.min, max: line.max } },
  };
}
