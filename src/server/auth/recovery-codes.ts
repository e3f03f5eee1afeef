import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

const RECOVERY_CODE_COUNT = 10;

/** Letters and digits nobody confuses (no 0/o, 1/l/i), as the demo seed's passwords. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const SHAPE = /^[a-z2-9]{4}-?[a-z2-9]{4}$/;

/**
 * Ten single-use codes for a lost phone, `xxxx-xxxx`: 31^8, about 40 bits each. Shown once at
 * enrolment; only their keyed hashes are stored.
 */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** Whether what a person typed has the shape of a recovery code (spaces, case and the dash are forgiven). */
export function looksLikeRecoveryCode(input: string): boolean {
  return SHAPE.test(normalise(input));
}

/**
 * The stored form of a recovery code: HMAC-SHA-256 under a server key (e.g.
 * `deriveKey(encryptionKey, "recovery-codes")`), bound to the user. Not argon2: ten slow hashes
 * per try would let a few sign-in attempts tire two cores, and 40 random bits under a key nobody
 * holds cannot be guessed from a dump at all (decisions 011 and 013). Online, the sign-in rate
 * limits allow a few dozen tries a day.
 */
export function recoveryCodeHash(key: Uint8Array, staffUserId: string, code: string): string {
  return createHmac("sha256", key)
    .update(`${staffUserId}\n${normalise(code).replace("-", "")}`)
    .digest("base64url");
}

/** The stored hash among `hashes` that `code` matches, compared in constant time; undefined when none. */
export function matchingRecoveryCodeHash(
  key: Uint8Array,
  staffUserId: string,
  code: string,
  hashes: readonly string[],
): string | undefined {
  const wanted = Buffer.from(recoveryCodeHash(key, staffUserId, code));
  return hashes.find((stored) => {
    const candidate = Buffer.from(stored);
    return candidate.length === wanted.length && timingSafeEqual(candidate, wanted);
  });
}

function normalise(input: string) {
  return input.replace(/\s/g, "").toLowerCase();
}
