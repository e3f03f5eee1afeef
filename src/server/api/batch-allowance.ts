import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { tryAgainIn } from "@/server/security/try-again-message";
import type { Refusal } from "./request-guard";

/**
 * Procedures named in batched calls (two or more in one request) per client address, per 10 s
 * (issue 19): ten-call batches of `prequal.offer`, sent back to back, slowed every request of the
 * process. A screen's batch names two to five queries; 100 is twenty screens in 10 seconds.
 */
export const BATCH_ALLOWANCE = { points: 100, durationSeconds: 10 };

/**
 * Whether a batched call of `procedures` procedures may run for `address`, or its refusal (429 with
 * the wait). A batch costs one point per procedure, so size × rate is what is limited. Counted in
 * this process's memory, not the database: what it protects is this process's event loop, and a
 * count in the database would cost every batch a write. Keyed by the client's address (as
 * `TRUST_PROXY_HOPS` decides it), since this runs before the session is read, and a cookie value
 * not yet checked must not buy a fresh allowance. A single call is never counted here.
 */
export function batchAllowance(limits = BATCH_ALLOWANCE) {
  const limiter = new RateLimiterMemory({ points: limits.points, duration: limits.durationSeconds });
  return async (address: string, procedures: number): Promise<Refusal | null> => {
    if (procedures < 2) return null;
    try {
      await limiter.consume(address, procedures);
      return null;
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) throw outcome;
      const retryAfterSeconds = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
      return {
        status: 429,
        code: "TOO_MANY_REQUESTS",
        message: `Too many requests at once from your network. ${tryAgainIn(retryAfterSeconds)}`,
        retryAfterSeconds,
      };
    }
  };
}

export type BatchAllowance = ReturnType<typeof batchAllowance>;
