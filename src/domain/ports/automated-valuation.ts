import type { PostalAddress } from "./person";

/** Spec §3 report types avm and avmCascade: one model, or several tried in turn. */
export type ValuationResult = {
  value: number;
  low: number;
  high: number;
  /** 0 to 1; the lender decides how much confidence a line needs. */
  confidence: number;
  asOf: Date;
  source: string;
};

export interface AutomatedValuation {
  /** Resolves to null when no model can value the property. */
  estimate(address: PostalAddress, options?: { cascade?: boolean }): Promise<ValuationResult | null>;
}
