import { roundCents } from "./rounding";

/** What closing takes from a HELOC line and what it leaves. */
export type ClosingDraws = {
  line: number;
  /** The debts chosen to be paid off at closing (spec §5 payoff total). */
  payoffTotal: number;
  originationFee: number;
};

/**
 * The cash left for the person at closing: the line less the debts it pays off and the origination
 * fee, never below 0. The offer states it and the debts step shows it live as debts are chosen.
 */
export function cashLeftAtClosing({ line, payoffTotal, originationFee }: ClosingDraws): number {
  return roundCents(Math.max(0, line - payoffTotal - originationFee));
}
