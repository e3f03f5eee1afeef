import { type ParseResult, parsed, rejected } from "./parse-result";

/** Spec §9: one-time codes are 6 digits between 100000 and 999999. */
export const ONE_TIME_CODE_MIN = 100_000;
export const ONE_TIME_CODE_MAX = 999_999;

const RANGE = ONE_TIME_CODE_MAX - ONE_TIME_CODE_MIN + 1;
/** The largest multiple of RANGE below 2^32: draws at or above it are thrown away so no code is likelier. */
const UNBIASED_LIMIT = Math.floor(2 ** 32 / RANGE) * RANGE;

/** Fills an array with cryptographically strong random values (the Web Crypto global by default). */
export type RandomValues = (array: Uint32Array) => Uint32Array;

const webCrypto: RandomValues = (array) => globalThis.crypto.getRandomValues(array);

/** A random 6-digit code, drawn from a cryptographic source by rejection sampling so it is unbiased. */
export function randomSixDigitCode(randomValues: RandomValues = webCrypto): string {
  const draw = new Uint32Array(1);
  for (;;) {
    const value = randomValues(draw)[0] ?? UNBIASED_LIMIT;
    if (value < UNBIASED_LIMIT) return String(ONE_TIME_CODE_MIN + (value % RANGE));
  }
}

/**
 * Reads a code as a person types or pastes it ("123 456", "123-456"): the 6 digits, or a sentence
 * saying what to enter. Whether it is the right code is for the server to say.
 */
export function parseOneTimeCode(input: string): ParseResult<string> {
  const code = input.replace(/[\s-]/g, "");
  if (code === "") return rejected("Enter the 6-digit code we e-mailed you");
  const value = Number(code);
  if (!/^\d{6}$/.test(code) || value < ONE_TIME_CODE_MIN || value > ONE_TIME_CODE_MAX) {
    return rejected("Enter the 6 digits of the code we e-mailed you, like 123456");
  }
  return parsed(code);
}
