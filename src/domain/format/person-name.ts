import { type ParseResult, parsed, rejected } from "./parse-result";

export const PERSON_NAME_MAX_LENGTH = 100;

/** Letters of any script, with the spaces, hyphens, apostrophes and full stops real names carry. */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

/**
 * Reads a first or last name (spec §3 User: firstName, lastName). Spaces are trimmed and runs of
 * them collapsed; the name must start with a letter and hold only what names are made of.
 */
export function parsePersonName(input: string, which: "first" | "last"): ParseResult<string> {
  const name = input.trim().replace(/\s+/g, " ");
  if (name === "") return rejected(`Enter your ${which} name`);
  if (name.length > PERSON_NAME_MAX_LENGTH) {
    return rejected(`Use at most ${PERSON_NAME_MAX_LENGTH} characters for your ${which} name`);
  }
  if (!NAME_PATTERN.test(name)) {
    return rejected(`Use letters for your ${which} name; spaces, hyphens and apostrophes are fine too`);
  }
  return parsed(name);
}
