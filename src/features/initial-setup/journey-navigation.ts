import type { LandingVersion } from "@/domain/funnel/landing-versions";
import { INITIAL_SETUP_FLOW } from "@/domain/funnel/prequal-flows";
import { isJourneyStep, type JourneyFacts, stepCounter } from "@/domain/prequal/journey";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";

/** What a screen of the old flow needs of `prequal.journey` to place itself (decision 024). */
export interface JourneyPlace {
  /** The flow the lead was started in: a new-flow lead is not answered here. */
  flow?: "new" | "old";
  /** Declined: the journey ends on its ineligible page. */
  declined?: boolean;
  landingVersion: LandingVersion;
  answers: PrequalAnswers;
  hasAccount: boolean;
  creditPulled: boolean;
  referred: boolean;
  next: { path: string };
}

export type InitialSetupSlug = (typeof INITIAL_SETUP_FLOW.steps)[number];

/**
 * The old flow's screens in the order a person meets them (spec §2 landing version A, with
 * credit-income after credit-range and coborrower after credit-score, as the domain's journey has
 * them). mcr is a partner's lead's first screen and everyone else's last: `orderOf` places it.
 */
const ORDER = [
  "name",
  "mcr-account-creation",
  "property-value",
  "mortgage-estimate",
  "has-fbm",
  "is-self-employed",
  "credit-range",
  "credit-income",
  "zip",
  "property-usage",
  "credit-score",
  "coborrower",
  "mortgage-balance",
  "preview-offer",
] as const satisfies readonly InitialSetupSlug[];

export const factsOf = (journey: JourneyPlace): JourneyFacts => ({
  answers: journey.answers,
  hasAccount: journey.hasAccount,
  creditPulled: journey.creditPulled,
  referred: journey.referred,
});

export const pathOf = (slug: InitialSetupSlug) => `${INITIAL_SETUP_FLOW.base}/${slug}`;

/** The slug of an old-flow path, or null for any other path (the application, an ineligible page). */
export function slugOf(path: string): InitialSetupSlug | null {
  const prefix = `${INITIAL_SETUP_FLOW.base}/`;
  if (!path.startsWith(prefix)) return null;
  const slug = path.slice(prefix.length).split(/[/?#]/)[0];
  return (INITIAL_SETUP_FLOW.steps as readonly string[]).includes(slug ?? "")
    ? (slug as InitialSetupSlug)
    : null;
}

/** The screens of this person's journey in order: mcr first for a partner's lead, last for anyone else. */
export function orderOf(journey: JourneyPlace): InitialSetupSlug[] {
  const facts = factsOf(journey);
  const steps = ORDER.filter((slug) => isJourneyStep("old", journey.landingVersion, facts, slug));
  return journey.referred ? ["mcr", ...steps] : [...steps, "mcr"];
}

/**
 * "Step 3 of 13" (spec §2): the landing version's number of the screen. A partner's lead starts at
 * mcr, which there stands in for the name step (it shows the name the partner sent), so it reads
 * "Step 1" rather than the landing's last number.
 */
export function counterOf(journey: JourneyPlace, slug: InitialSetupSlug) {
  const counted = slug === "mcr" && journey.referred ? "name" : slug;
  return stepCounter("old", journey.landingVersion, factsOf(journey), counted);
}

/**
 * Where this screen's Back goes: the screen before it in this journey, passing over the screens
 * that cannot be done twice (creating the account once there is one, the credit check once it has
 * run). None on the first screen.
 */
export function backOf(journey: JourneyPlace, slug: InitialSetupSlug): string | undefined {
  const order = orderOf(journey);
  const index = order.indexOf(slug);
  for (let i = index - 1; i >= 0; i--) {
    const earlier = order[i] as InitialSetupSlug;
    if (earlier === "mcr-account-creation" && journey.hasAccount) continue;
    if (earlier === "credit-score" && journey.creditPulled) continue;
    return pathOf(earlier);
  }
  return undefined;
}

/** Where a journey that is over for prequalification's screens has sent the person instead. */
const WAITLIST = "/prequal/waitlist";

/**
 * Where to send a person who opened this screen out of turn, or null to show it: a screen this
 * journey skips (property-usage in version B, a partner's check for anyone else), or one past the
 * next screen to do (ahead of the account or of the credit check), goes to the next one. Screens
 * already done stay open, so Back finds the answers given, unless the journey has ended elsewhere
 * (declined, the waitlist) or is the new flow's.
 */
export function outOfTurn(journey: JourneyPlace, slug: InitialSetupSlug): string | null {
  if (journey.flow === "new" || journey.declined || journey.next.path === WAITLIST) return journey.next.path;
  const order = orderOf(journey);
  const index = order.indexOf(slug);
  if (index < 0) return journey.next.path;
  const nextSlug = slugOf(journey.next.path);
  // Past the old flow (the application, an ineligible page, the waitlist): every screen is behind.
  if (nextSlug === null) return null;
  const nextIndex = order.indexOf(nextSlug);
  return nextIndex >= 0 && index > nextIndex ? journey.next.path : null;
}
