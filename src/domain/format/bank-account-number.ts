import { type ParseResult, parsed, rejected } from "./parse-result";

/** US bank account numbers run from 4 to 17 digits (NACHA's DFI account number field is 17 wide). */
export const ACCOUNT_NUMBER_DIGITS = { min: 4, max: 17 } as const;

/** Reads a bank account number typed with or without spaces and returns its digits. */
export function parseBankAccountNumber(input: string): ParseResult<string> {
  const text = input.replace(/[\s-]/g, "");
  if (text === "") return rejected("Enter your account number, printed after the routing number on a check");
  if (!/^\d+$/.test(text)) return rejected("Enter only the digits of your account number");
  if (text.length < ACCOUNT_NUMBER_DIGITS.min || text.length > ACCOUNT_NUMBER_DIGITS.max)
    return rejected("An account number has 4 to 17 digits. Check it against a check or your bank's website");
  return parsed(text);
}

/** Shows a stored account number as its last four digits only: ****6789. */
export function maskBankAccountNumber(lastFour: string): string {
  return `****${lastFour}`;
}

/** The last four digits kept in clear for display (docs/design.md §5). */
export function lastFourDigits(digits: string): string {
  return digits.slice(-4);
}
