import { type ParseResult, parsed, rejected } from "./parse-result";

/**
 * Spec §3 Address zip: a US ZIP code of 5 digits. A ZIP+4 ("19801-1234") is read as its first 5
 * digits, which is what autofill often gives; the extra 4 are not kept.
 */
export function parseZip(input: string): ParseResult<string> {
  const text = input.trim();
  if (text === "") return rejected("Enter your ZIP code");
  const match = /^(\d{5})(?:[-\s]?\d{4})?$/.exec(text);
  if (!match?.[1]) return rejected("Enter the 5 digits of your ZIP code, like 19801");
  return parsed(match[1]);
}
