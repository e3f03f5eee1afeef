/**
 * The idle limit of a signed-in area, seen from the browser (decisions 018, 110): the server ends a
 * session after `limitMs` without activity (decision 011: applicants 15 minutes, staff 30); the page
 * offers to stay signed in two minutes before.
 */
export const APPLICANT_IDLE_LIMIT_MS = 15 * 60_000;
export const STAFF_IDLE_LIMIT_MS = 30 * 60_000;
const IDLE_WARNING_BEFORE_MS = 2 * 60_000;

/** The sign-in pages' code for a sign-out by the idle limit (both realms). */
export const SESSION_EXPIRED = "SessionExpired";

export type IdlePhase = "active" | "warning" | "expired";

export interface IdleLimits {
  limitMs: number;
  warnBeforeMs: number;
}

/** The limits of a realm whose sessions end after `limitMs` idle. */
export function idleLimits(limitMs: number): IdleLimits {
  return { limitMs, warnBeforeMs: IDLE_WARNING_BEFORE_MS };
}

/** Where a session stands `now`, given the last time the server saw it (epoch milliseconds). */
export function idlePhase(now: number, lastActivity: number, limits: IdleLimits): IdlePhase {
  const idle = now - lastActivity;
  if (idle >= limits.limitMs) return "expired";
  if (idle >= limits.limitMs - limits.warnBeforeMs) return "warning";
  return "active";
}

/** Milliseconds until the phase next changes (never negative; 0 once expired). */
export function msUntilNextPhase(now: number, lastActivity: number, limits: IdleLimits): number {
  const idle = now - lastActivity;
  const warnAt = limits.limitMs - limits.warnBeforeMs;
  if (idle < warnAt) return warnAt - idle;
  return Math.max(0, limits.limitMs - idle);
}
