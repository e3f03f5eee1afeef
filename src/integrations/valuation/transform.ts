import { parseYearMonthDay } from "@/domain/format/date";
import type { ValuationResult } from "@/domain/ports/automated-valuation";

/**
 * One model's answer in an AVM vendor's response. Cascade products try their models in turn and
 * report each: a hit with the value, its range and a 0-100 confidence score, or no hit.
 */
export type AvmModelAnswer =
  | {
      model: string;
      status: "HIT";
      estimatedValue: number;
      lowValue: number;
      highValue: number;
      /** 0 to 100. */
      confidenceScore: number;
      /** YYYY-MM-DD. */
      valuationDate: string;
    }
  | { model: string; status: "NO_HIT" };

/** An AVM vendor's response: its reference and the answer of every model it tried, in order. */
export type AvmResponse = { requestId: string; answers: AvmModelAnswer[] };

const dollars = (amount: number) => Math.max(0, Math.round(amount));

/**
 * Vendor response -> domain valuation: the first model that valued the property, in whole dollars,
 * with confidence from 0 to 1 and the valuation day in UTC. A hit without a value above 0 or with
 * an unreadable date counts as no value, so a broken answer never becomes a line of credit.
 */
export function valuationFromAvm(response: AvmResponse): ValuationResult | null {
  for (const answer of response.answers) {
    if (answer.status !== "HIT" || !(answer.estimatedValue > 0)) continue;
    const asOf = parseYearMonthDay(answer.valuationDate);
    if (!asOf.ok) continue;
    return {
      value: dollars(answer.estimatedValue),
      low: dollars(answer.lowValue),
      high: dollars(answer.highValue),
      confidence: Math.min(1, Math.max(0, answer.confidenceScore / 100)),
      asOf: asOf.value,
      source: answer.model,
    };
  }
  return null;
}
