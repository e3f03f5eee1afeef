import { hash, parseOptions, verify } from "@node-rs/argon2";

/**
 * OWASP Password Storage Cheat Sheet, first argon2id configuration: 19 MiB of memory, 2 passes,
 * one lane. About 20 ms on one core here, so a burst of sign-ins cannot starve the two cores.
 * `algorithm: 2` is Argon2id (the package's const enum cannot be imported under isolatedModules).
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * A hash of a random password nobody knows, made with PASSWORD_HASH_OPTIONS: verifying against it
 * costs what verifying a real account costs, so sign-in time does not tell whether an e-mail has one.
 */
export const DUMMY_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$1kB9iZHCZITRUC5dpuYx0Q$swpSkUEVbGBanXA/zsdpMtLNFDNi2uhpvgFd3FEq4cA";

/** The PHC string to store (`$argon2id$v=19$m=19456,t=2,p=1$…`); salt included. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/**
 * True when `password` matches `stored`. With no stored hash (unknown e-mail, or an account
 * without a password) it still spends one full verification and answers false.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  try {
    if (!stored) {
      await verify(DUMMY_PASSWORD_HASH, password);
      return false;
    }
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a crash of the request.
    return false;
  }
}

/** True when `stored` was made with weaker settings than today's: re-hash it after a good sign-in. */
export function passwordNeedsRehash(stored: string): boolean {
  try {
    const used = parseOptions(stored);
    return (
      used.algorithm !== PASSWORD_HASH_OPTIONS.algorithm ||
      used.memoryCost < PASSWORD_HASH_OPTIONS.memoryCost ||
      used.timeCost < PASSWORD_HASH_OPTIONS.timeCost
    );
  } catch {
    return true;
  }
}
