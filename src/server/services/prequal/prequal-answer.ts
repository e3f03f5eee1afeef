import { nextStep } from "@/domain/prequal/journey";
import type { RateLimitVerdict } from "@/server/security/rate-limits";
import type { ApplicationRow } from "./application-store";
import { factsOf } from "./application-store";
import { PrequalError } from "./prequal-error";

/** Where the person goes next, and the status that goes with it (spec §4). */
export function journeyNext(row: ApplicationRow) {
  return nextStep(row.flow, row.landingVersion, factsOf(row));
}

export { PrequalError };

export const SIGN_IN_TO_GO_ON = "Please sign in to go on. Your answers so far are saved.";
export const START_AGAIN = "We couldn’t find your answers. Start again from the first question.";

export const OUTSIDE_SYSTEM_UNAVAILABLE =
  "We couldn’t reach the credit bureau or the valuation service just now. Your answers are saved: try again in a minute.";

/** A rate limit's refusal, in its own sentence (it says when to try again). */
export async function refuseUnlessAllowed(verdict: Promise<RateLimitVerdict>) {
  const answer = await verdict;
  if (!answer.ok) throw new PrequalError("TOO_MANY_REQUESTS", answer.message);
}
