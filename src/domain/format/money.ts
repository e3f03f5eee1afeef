import { type ParseResult, parsed, rejected } from "./parse-result";

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * Spec §5: money as $ with thousands separators, e.g. $1,234,567. Whole dollars stay whole; an
 * amount with cents shows two decimals.
 */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return "";
  const cents = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && cents > 0 ? "-" : ""; // -0.001 rounds to $0, never "-$0"
  const whole = groupThousands(String(Math.floor(cents / 100)));
  const fraction = cents % 100;
  return fraction === 0 ? `${sign}$${whole}` : `${sign}$${whole}.${String(fraction).padStart(2, "0")}`;
}

/** Reads an amount typed as "$1,234,567", "1234567" or "1,234.50"; amounts are never negative. */
export function parseMoney(input: string): ParseResult<number> {
  const text = input.trim().replace(/^\$\s*/, "");
  if (text === "") return rejected("Enter an amount in dollars");
  if (text.startsWith("-")) return rejected("Enter an amount of $0 or more");
  if (!/^(\d{1,3}(,\d{3})*|\d+)(\.\d{1,2})?$/.test(text)) {
    return rejected("Enter the amount in dollars using digits only, like $250,000");
  }
  const amount = Number(text.replace(/,/g, ""));
  if (!Number.isSafeInteger(Math.round(amount * 100))) return rejected("This amount is too large. Check it");
  return parsed(amount);
}
