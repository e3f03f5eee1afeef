import { type CalculatorFigures, calculatorFigures } from "@/domain/pricing/calculator-figures";
import type { Database } from "@/server/db/client";
import { currentRateSheet } from "./rate-sheet-store";

/** The public calculator's figures of the sheet in force now (decision 108), from pricing's cached read. */
export async function calculatorFiguresNow(db: Database): Promise<CalculatorFigures> {
  const { version, sheet } = await currentRateSheet(db);
  return calculatorFigures(version, sheet);
}
