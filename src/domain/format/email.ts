import { type ParseResult, parsed, rejected } from "./parse-result";

/** A standard address shape: something@domain.tld with no spaces (spec §5). RFC 5321 caps it at 254. */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Reads an e-mail address; it is trimmed and lower-cased so one person has one account. */
export function parseEmail(input: string): ParseResult<string> {
  const email = input.trim().toLowerCase();
  if (email === "") return rejected("Enter your e-mail address");
  if (email.length > 254 || !EMAIL_PATTERN.test(email) || email.includes("..")) {
    return rejected("Enter your e-mail address like name@example.com");
  }
  return parsed(email);
}
