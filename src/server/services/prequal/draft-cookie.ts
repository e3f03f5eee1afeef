import { createHash, randomBytes } from "node:crypto";
import { serialize } from "cookie";

/** How long an anonymous draft's cookie lasts: a person may come back within a month. */
export const DRAFT_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** `__Host-` over https: only this host, path /, Secure — no subdomain can plant or read it. */
export function draftCookieName(secure: boolean): string {
  return secure ? "__Host-prequal-draft" : "prequal-draft";
}

/** 256 random bits; the database keeps only its SHA-256, so a dump cannot resume anyone's draft. */
export function newDraftToken(): string {
  return randomBytes(32).toString("base64url");
}

export function draftTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function draftCookie(token: string, secure: boolean): string {
  return serialize(draftCookieName(secure), token, {
    httpOnly: true,
    secure,
    sameSite: "lax",
    path: "/",
    maxAge: DRAFT_COOKIE_MAX_AGE_SECONDS,
  });
}

/** Ends the draft cookie once the draft belongs to an account. */
export function clearedDraftCookie(secure: boolean): string {
  return serialize(draftCookieName(secure), "", {
    httpOnly: true,
    secure,
    sameSite: "lax",
    path: "/",
    maxAge: 0,
  });
}
