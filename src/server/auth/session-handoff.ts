import { createHmac, timingSafeEqual } from "node:crypto";

/** How long the page has to turn a finished enrolment into its session cookie. */
export const SESSION_HANDOFF_LIFETIME_MS = 2 * 60_000;

/**
 * Confirming a staff member's authenticator starts their session and answers the recovery codes,
 * which the page must show before anything else. The page then hands this signed, short-lived
 * token to next-auth to receive the session's cookie; it names a session that already passed both
 * factors, so it grants nothing a second factor did not.
 */
export function issueSessionHandoff(key: Uint8Array, sessionId: string, now: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ s: sessionId, x: now.getTime() + SESSION_HANDOFF_LIFETIME_MS }),
  ).toString("base64url");
  return `${payload}.${sign(key, payload)}`;
}

/** The session id a hand-off names, or null when it is forged, altered or expired. */
export function readSessionHandoff(key: Uint8Array, handoff: string, now: Date): string | null {
  const [payload, signature, ...rest] = handoff.split(".");
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { s, x } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      s?: unknown;
      x?: unknown;
    };
    return typeof s === "string" && typeof x === "number" && x > now.getTime() ? s : null;
  } catch {
    return null;
  }
}

function sign(key: Uint8Array, payload: string) {
  return createHmac("sha256", key).update(`session-handoff\n${payload}`).digest("base64url");
}
