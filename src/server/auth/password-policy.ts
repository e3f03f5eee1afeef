import { dictionary } from "@zxcvbn-ts/language-common";
import { type ParseResult, parsed, rejected } from "@/domain/format/parse-result";
import { parsePassword } from "@/domain/format/password";

/** The ~49,000 most common passwords (zxcvbn's list), lower-cased, loaded once per process. */
let commonPasswords: Set<string> | undefined;
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"].map((p) => String(p).toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/**
 * A new password (sign-up, reset, staff invitation): the domain's length rule (spec §5, 8 to 128
 * characters), and not one of the passwords attackers try first (NIST SP 800-63B §5.1.1.2).
 */
export function checkNewPassword(password: string): ParseResult<string> {
  const format = parsePassword(password);
  if (!format.ok) return format;
  if (format.value === undefined) return rejected("Enter a password");
  if (isCommonPassword(format.value)) {
    return rejected(
      "This password is one of the most common ones, so it is easy to guess. Choose another: a few unrelated words make a strong one.",
    );
  }
  return parsed(format.value);
}
