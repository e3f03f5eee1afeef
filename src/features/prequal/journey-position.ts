import type { LandingVersion } from "@/domain/funnel/landing-versions";
import { PREQUAL_FLOW } from "@/domain/funnel/prequal-flows";
import { isJourneyStep, type JourneyFacts, journeyIndex } from "@/domain/prequal/journey";

/** The new flow's screens this feature draws (spec §2 /prequal; preview-offer is the offer's own). */
export type NewFlowSlug =
  | "building-type"
  | "address"
  | "listed-for-sale"
  | "new-mortgage"
  | "derogatory"
  | "credit"
  | "coborrower"
  | "credit-check"
  | "mortgage-select"
  | "debts";

/** What a screen needs to know of `prequal.journey` to place itself in the flow. */
export interface JourneyPlace {
  landingVersion: LandingVersion;
  signedIn: boolean;
  facts: JourneyFacts;
  next: { path: string };
}

/** The steps after credit: the account exists by then, and they read the credit report. */
const NEEDS_SESSION: ReadonlySet<NewFlowSlug> = new Set([
  "coborrower",
  "credit-check",
  "mortgage-select",
  "debts",
]);

export const SIGN_IN_PATH = "/app/login";
const stepPath = (slug: string) => `${PREQUAL_FLOW.base}/${slug}`;

/** Where a step stands in the flow, for comparing two steps; null when it is not part of this journey. */
export function stepPosition(place: JourneyPlace, slug: string): number | null {
  return journeyIndex("new", place.landingVersion, place.facts, slug);
}

/**
 * The step Back goes to: the step before this one in this journey, but never credit-check (it runs
 * on arrival); none before the entry step.
 */
export function previousStepPath(place: JourneyPlace, slug: NewFlowSlug): string | undefined {
  const here = stepPosition(place, slug);
  if (here === null) return undefined;
  const before = PREQUAL_FLOW.steps
    .filter((other) => other !== "credit-check")
    .map((other) => ({ other, position: stepPosition(place, other) ?? Number.POSITIVE_INFINITY }))
    .filter((s) => s.position < here)
    .sort((a, b) => b.position - a.position)[0];
  return before ? stepPath(before.other) : undefined;
}

/** The slug of a path of the new flow, or null for any other page (an ineligible page, the waitlist…). */
function flowSlugOf(path: string): string | null {
  const match = /^\/prequal\/([a-z-]+)\/?(?:[?#].*)?$/.exec(path);
  return match?.[1] && (PREQUAL_FLOW.steps as readonly string[]).includes(match[1]) ? match[1] : null;
}

/**
 * Where a screen sends the person instead of showing itself (decision 023), or null to stay:
 * - a step after credit without a session: the sign-in page, coming back here afterwards;
 * - a step that is not part of this journey (coborrower when no one applies with the borrower, debts
 *   for a mortgage): the journey's next step;
 * - a step further on than the journey's next step (a typed address, an old bookmark): that step,
 *   so no question is skipped; Back to an earlier step is always allowed;
 * - credit-check once the credit was pulled: on to what followed it;
 * - the entry step, reached from outside the flow (a "Check your rate" link, a new browser) by
 *   someone whose journey has moved on: where they left off.
 */
export function stepRedirect(
  place: JourneyPlace,
  slug: NewFlowSlug,
  options: { arrivedFromOutside?: boolean } = {},
): string | null {
  const here = stepPath(slug);
  if (NEEDS_SESSION.has(slug) && !place.signedIn) {
    return `${SIGN_IN_PATH}?callbackUrl=${encodeURIComponent(here)}`;
  }
  const next = place.next.path;
  if (next === here) return null;
  if (!isJourneyStep("new", place.landingVersion, place.facts, slug)) return next;
  if (slug === "credit-check" && place.facts.creditPulled) return next;
  const nextSlug = flowSlugOf(next);
  const nextPosition = nextSlug ? stepPosition(place, nextSlug) : null;
  const position = stepPosition(place, slug);
  if (nextPosition !== null && position !== null && nextPosition < position) return next;
  if (slug === "building-type" && options.arrivedFromOutside && nextSlug !== null && nextSlug !== slug) {
    return next;
  }
  return null;
}
