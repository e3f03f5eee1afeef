import { parseMoney } from "./money";
import { type ParseResult, parsed, rejected } from "./parse-result";

const REASON = "Enter the balance in whole dollars, $0 or more";

/** Spec §3, §5: a liability balance is a non-negative whole number of dollars. */
export function parseLiabilityBalance(input: string | number): ParseResult<number> {
  if (typeof input === "number") {
    return Number.isSafeInteger(input) && input >= 0 ? parsed(input) : rejected(REASON);
  }
  const money = parseMoney(input);
  if (!money.ok) return money;
  return Number.isInteger(money.value) ? parsed(money.value) : rejected(REASON);
}
