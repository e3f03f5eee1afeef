import { type ParseResult, parsed, rejected } from "./parse-result";

/**
 * The ABA routing transit number: 9 digits whose checksum holds,
 * 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). A mistyped digit always breaks it, and
 * most swapped neighbours do, so a typo is caught before money is sent to another bank.
 */
export function routingChecksumHolds(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weighted = [3, 7, 1, 3, 7, 1, 3, 7, 1].reduce((sum, weight, i) => sum + weight * (d[i] ?? 0), 0);
  return weighted % 10 === 0;
}

/** Reads a routing number typed with or without spaces and returns its 9 digits. */
export function parseRoutingNumber(input: string): ParseResult<string> {
  const text = input.replace(/[\s-]/g, "");
  if (text === "")
    return rejected("Enter your bank's 9-digit routing number, printed at the bottom left of a check");
  if (!/^\d{9}$/.test(text)) return rejected("Enter the 9 digits of your bank's routing number");
  if (!routingChecksumHolds(text))
    return rejected(
      "That routing number doesn't exist. Check each digit against a check or your bank's website",
    );
  return parsed(text);
}

/** Shows a stored routing number as its last four digits only: *****1234. */
export function maskRoutingNumber(lastFour: string): string {
  return `*****${lastFour}`;
}
