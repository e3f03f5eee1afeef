/**
 * How every portal service refuses: it throws one of these, with a code a tRPC router maps to its
 * own (the names are tRPC's) and a plain sentence a person can act on (docs/design.md §4). Anything
 * else a service throws is unexpected and must be answered as such, never shown.
 */
export type PortalErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "TOO_MANY_REQUESTS";

export class PortalError extends Error {
  override name = "PortalError";

  constructor(
    readonly code: PortalErrorCode,
    message: string,
    /** With TOO_MANY_REQUESTS: when to try again (a `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
