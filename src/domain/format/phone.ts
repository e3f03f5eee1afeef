import { type ParseResult, parsed, rejected } from "./parse-result";

/** Spec §5: phone shown as (XXX) XXX-XXXX. Formats as much as has been typed, for live inputs. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 10);
  if (digits.length === 0) return "";
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Spec §5: "phone display keeps the last 3 digits"; the rest is hidden, e.g. (***) ***-*567. */
export function formatPhoneMasked(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const lastThree = digits.slice(-3).padStart(3, "*");
  return `(***) ***-*${lastThree}`;
}

/**
 * Reads a US phone number as typed (with or without punctuation or a leading +1) and returns its
 * 10 digits.
 */
export function parsePhone(input: string): ParseResult<string> {
  const text = input.trim();
  if (text === "") return rejected("Enter your phone number");
  if (/[^\d\s().+-]/.test(text)) return rejected("Use only digits in your phone number, like (555) 123-4567");
  let digits = text.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (digits.length !== 10) return rejected("Enter the 10 digits of your phone number, like (555) 123-4567");
  return parsed(digits);
}
