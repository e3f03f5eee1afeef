import { type ParseResult, parsed, rejected } from "./parse-result";

/** Spec §5: SSN shown as XXX-XX-XXXX. Formats as much as has been typed, for live inputs. */
export function formatSsn(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** Spec §5: masked as "*** - ** - last four"; takes the full SSN or just the last four digits. */
export function formatSsnMasked(ssnOrLastFour: string): string {
  const lastFour = ssnOrLastFour.replace(/\D/g, "").slice(-4);
  return `*** - ** - ${lastFour}`;
}

/**
 * SSA rules for numbers that are never issued: area 000, 666 or 900-999, group 00, serial 0000.
 * Returns the reason, or null when the number can exist.
 */
function neverIssuedReason(digits: string): string | null {
  const area = digits.slice(0, 3);
  if (area === "000" || area === "666" || area.startsWith("9")) {
    return "This Social Security number can't start with 000, 666 or 9. Check the first 3 digits";
  }
  if (digits.slice(3, 5) === "00") return "The middle 2 digits of a Social Security number can't be 00";
  if (digits.slice(5) === "0000") return "The last 4 digits of a Social Security number can't be 0000";
  return null;
}

/** Reads an SSN typed with or without dashes or spaces and returns its 9 digits. */
export function parseSsn(input: string): ParseResult<string> {
  const text = input.trim();
  if (text === "") return rejected("Enter your Social Security number");
  if (/[^\d\s-]/.test(text)) return rejected("Use only digits in your Social Security number");
  const digits = text.replace(/\D/g, "");
  if (digits.length !== 9) return rejected("Enter the 9 digits of your Social Security number");
  const reason = neverIssuedReason(digits);
  return reason ? rejected(reason) : parsed(digits);
}

/** True when the SSN has 9 digits and could have been issued. */
export function isValidSsn(input: string): boolean {
  return parseSsn(input).ok;
}
