/**
 * Spec §9 and decision 011: an applicant session ends after 15 minutes without activity. The page
 * offers to stay signed in two minutes before (decision 018).
 */
export const APPLICANT_IDLE_LIMIT_MS = 15 * 60_000;
const IDLE_WARNING_BEFORE_MS = 2 * 60_000;

/** The sign-in page's code for a sign-out by the idle limit. */
export const SESSION_EXPIRED = "SessionExpired";

export type IdlePhase = "active" | "warning" | "expired";

export interface IdleLimits {
  limitMs: number;
  warnBeforeMs: number;
}

const DEFAULT_LIMITS: IdleLimits = { limitMs: APPLICANT_IDLE_LIMIT_MS, warnBeforeMs: IDLE_WARNING_BEFORE_MS };

/** Where a session stands `now`, given the last time the server saw it (epoch milliseconds). */
export function idlePhase(now: number, lastActivity: number, limits: IdleLimits = DEFAULT_LIMITS): IdlePhase {
  const idle = now - lastActivity;
  if (idle >= limits.limitMs) return "expired";
  if (idle >= limits.limitMs - limits.warnBeforeMs) return "warning";
  return "active";
}

/** Milliseconds until the phase next changes (never negative; 0 once expired). */
export function msUntilNextPhase(
  now: number,
  lastActivity: number,
  limits: IdleLimits = DEFAULT_LIMITS,
): number {
  const idle = now - lastActivity;
  const warnAt = limits.limitMs - limits.warnBeforeMs;
  if (idle < warnAt) return warnAt - idle;
  return Math.max(0, limits.limitMs - idle);
}
