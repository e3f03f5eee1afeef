import { type ParseResult, parsed, rejected } from "./parse-result";

/** Long enough for any real name, short enough to fit every screen and letter. */
export const PERSON_NAME_MAX_LENGTH = 100;

/** Letters of any script (with their accents), then letters, spaces, apostrophes, hyphens, periods. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}'’ .-]*$/u;

/**
 * Spec §3 User firstName / lastName, as typed at sign-up: trimmed, inner spaces collapsed. Any
 * alphabet is welcome ("Zoë", "O’Brien", "Jean-Luc", "Nguyễn"); digits and symbols are not names.
 */
export function parsePersonName(input: string, which: "first" | "last"): ParseResult<string> {
  const name = input.trim().replace(/\s+/g, " ");
  if (name === "") return rejected(`Enter your ${which} name`);
  if (name.length > PERSON_NAME_MAX_LENGTH) {
    return rejected(`Use at most ${PERSON_NAME_MAX_LENGTH} characters for your ${which} name`);
  }
  if (!NAME_PATTERN.test(name)) {
    return rejected(`Use only letters, spaces, hyphens and apostrophes in your ${which} name`);
  }
  return parsed(name);
}
