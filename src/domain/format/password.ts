import { type ParseResult, parsed, rejected } from "./parse-result";

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it can't be used to tire the server. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Spec §5: a password is optional at sign-in (a one-time code can replace it) but, when present,
 * has at least 8 characters. An empty field counts as absent.
 */
export function parsePassword(input: string | null | undefined): ParseResult<string | undefined> {
  if (input === undefined || input === null || input === "") return parsed(undefined);
  if (input.length < PASSWORD_MIN_LENGTH) {
    return rejected(`Use at least ${PASSWORD_MIN_LENGTH} characters for your password`);
  }
  if (input.length > PASSWORD_MAX_LENGTH) {
    return rejected(`Use at most ${PASSWORD_MAX_LENGTH} characters for your password`);
  }
  return parsed(input);
}
