import { createHmac, timingSafeEqual } from "node:crypto";

/** How long after a good password the second step may be completed. */
const SECOND_FACTOR_TICKET_LIFETIME_MS = 10 * 60_000;

/**
 * Proof that a staff member's password was right, carried from the first sign-in step to the
 * second (enrolment or code). Signed with HMAC-SHA-256 under a server key (e.g.
 * `deriveKey(encryptionKey, "portal-second-factor-tickets")`) and short-lived, so nothing needs
 * storing; alone it signs nobody in: the TOTP or a recovery code is still needed.
 */
export function issueSecondFactorTicket(key: Uint8Array, staffUserId: string, now: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ u: staffUserId, x: now.getTime() + SECOND_FACTOR_TICKET_LIFETIME_MS }),
  ).toString("base64url");
  return `${payload}.${sign(key, payload)}`;
}

/** The staff user a ticket was issued to, or null when it is forged, altered or expired. */
export function readSecondFactorTicket(key: Uint8Array, ticket: string, now: Date): string | null {
  const [payload, signature, ...rest] = ticket.split(".");
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { u, x } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      u?: unknown;
      x?: unknown;
    };
    if (typeof u !== "string" || typeof x !== "number" || x <= now.getTime()) return null;
    return u;
  } catch {
    return null;
  }
}

function sign(key: Uint8Array, payload: string) {
  return createHmac("sha256", key).update(`portal-second-factor\n${payload}`).digest("base64url");
}
