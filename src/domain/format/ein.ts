import { type ParseResult, parsed, rejected } from "./parse-result";

/**
 * The Employer Identification Number (IRS): 9 digits shown as XX-XXXXXXX, kept as its digits.
 * Formats as much as has been typed, for live inputs.
 */
export function formatEin(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 9);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/** Reads an EIN typed with or without its dash and returns its 9 digits. */
export function parseEin(input: string): ParseResult<string> {
  const text = input.trim();
  if (text === "") return rejected("Enter the business's EIN, like 12-3456789");
  if (!/^\d{2}-?\d{7}$/.test(text))
    return rejected("Enter the 9 digits of the EIN as XX-XXXXXXX, like 12-3456789");
  const digits = text.replace("-", "");
  // The IRS assigns no EIN with the prefix 00.
  if (digits.startsWith("00")) return rejected("An EIN does not start with 00. Check the number");
  return parsed(digits);
}
