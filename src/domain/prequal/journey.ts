import type { ApplicationStatus } from "../funnel/funnel-steps";
import { LANDING_VERSIONS, type LandingVersion } from "../funnel/landing-versions";
import { INITIAL_SETUP_FLOW, PREQUAL_FLOW, PREQUAL_FLOWS, type PrequalFlag } from "../funnel/prequal-flows";
import type { PrequalAnswers } from "./prequal-answers";

/** What the journey knows besides the answers: the account, the credit pull, a partner's referral. */
export type JourneyFacts = {
  answers: PrequalAnswers;
  hasAccount: boolean;
  creditPulled: boolean;
  /** The lead came from a partner's referral link (an MCR lead). */
  referred: boolean;
};

type JourneyStep = {
  slug: string;
  /** The application status while this step is the one to do (spec §4), or null before the first save. */
  status: ApplicationStatus | null;
  /** The landing step it counts as (old flow), for the step counter. */
  landingStep?: string;
  /** The new flow's step whose number it shows, as the second half of that step (the counter). */
  countsWith?: string;
  /** False when the step is skipped for these facts. */
  applies?: (facts: JourneyFacts) => boolean;
  /** True once the step's answers are in. */
  done: (facts: JourneyFacts) => boolean;
};

const heloc = (f: JourneyFacts) => f.answers.product !== "mortgage";

/**
 * The step where a flow's soft pull runs: its credit-check route (spec §2), so the journey links to
 * the route the flow names and no other (decision 036).
 */
const creditCheckSlug = (flow: PrequalFlag) =>
  PREQUAL_FLOWS[flow].creditCheck.slice(PREQUAL_FLOWS[flow].base.length + 1);

/**
 * The new flow (spec §2 /prequal), in order. credit-check is where the soft pull runs, after the
 * coborrower (if any) has consented, so a joint pull covers both; it keeps the coborrower status
 * (8.5), whose page goes straight on to the check when no one applies with the borrower.
 */
const NEW_JOURNEY: readonly JourneyStep[] = [
  {
    slug: "building-type",
    status: null,
    done: (f) => f.answers.propertyUse !== undefined && f.answers.propertyType !== undefined,
  },
  { slug: "address", status: "prequalAddress", done: (f) => f.answers.address !== undefined },
  {
    slug: "listed-for-sale",
    status: "prequalListedForSale",
    done: (f) => f.answers.listedForSale !== undefined,
  },
  { slug: "new-mortgage", status: "prequalNewMortgage", done: (f) => f.answers.product !== undefined },
  { slug: "derogatory", status: "prequalDerogatory", done: (f) => f.answers.derogatory !== undefined },
  {
    slug: "credit",
    status: "prequalCredit",
    done: (f) => f.hasAccount && f.answers.borrower?.annualIncome !== undefined,
  },
  {
    slug: "coborrower",
    status: "prequalCoborrower",
    // As in the old flow: the credit step's second half, so a coborrower never changes the total.
    countsWith: "credit",
    applies: (f) => f.answers.withCoborrower === true,
    done: (f) => f.answers.coborrower?.annualIncome !== undefined,
  },
  { slug: creditCheckSlug("new"), status: "prequalCoborrower", done: (f) => f.creditPulled },
  {
    slug: "mortgage-select",
    status: "prequalMortgageSelect",
    done: (f) => f.answers.selectedMortgageIds !== undefined,
  },
  {
    slug: "debts",
    status: "prequalDebts",
    applies: heloc,
    done: (f) => f.answers.payoffLiabilityIds !== undefined,
  },
  { slug: "preview-offer", status: "prequalOffer", done: (f) => f.answers.offerAccepted === true },
];

/**
 * The old flow (spec §2 /app/initial-setup) in landing order (version A; B leaves out
 * property-usage). Landing step "email" is the account-creation screen (mcr-account-creation),
 * credit-income and coborrower count with the landing step before them, and mcr is both a partner
 * lead's first screen (its details, prefilled) and every lead's last (decision 020).
 */
const OLD_JOURNEY: readonly JourneyStep[] = [
  {
    slug: "mcr",
    status: "mcr",
    landingStep: "mcr",
    applies: (f) => f.referred,
    done: (f) => f.answers.detailsConfirmed === true,
  },
  {
    slug: "name",
    status: "name",
    landingStep: "name",
    done: (f) => f.answers.borrower?.lastName !== undefined,
  },
  { slug: "mcr-account-creation", status: "email", landingStep: "email", done: (f) => f.hasAccount },
  {
    slug: "property-value",
    status: "propertyValue",
    landingStep: "property-value",
    done: (f) => f.answers.estimatedValue !== undefined,
  },
  {
    slug: "mortgage-estimate",
    status: "mortgageEstimate",
    landingStep: "mortgage-estimate",
    done: (f) => f.answers.mortgageBalanceEstimate !== undefined,
  },
  {
    slug: "has-fbm",
    status: "hasFbm",
    landingStep: "has-fbm",
    done: (f) => f.answers.keepsFirstMortgage !== undefined,
  },
  {
    slug: "is-self-employed",
    status: "isSelfEmployed",
    landingStep: "is-self-employed",
    done: (f) => f.answers.borrower?.selfEmployed !== undefined,
  },
  {
    slug: "credit-range",
    status: "creditRange",
    landingStep: "credit-range",
    done: (f) => f.answers.creditRange !== undefined,
  },
  {
    slug: "credit-income",
    status: "creditRange",
    landingStep: "credit-range",
    done: (f) => f.answers.borrower?.annualIncome !== undefined,
  },
  {
    slug: "zip",
    status: "zip",
    landingStep: "zip",
    done: (f) => (f.answers.zip ?? f.answers.address?.zip) !== undefined,
  },
  {
    slug: "property-usage",
    status: "propertyUsage",
    landingStep: "property-usage",
    done: (f) => f.answers.propertyUse !== undefined,
  },
  {
    slug: creditCheckSlug("old"),
    status: "creditScore",
    landingStep: "credit-score",
    done: (f) => f.creditPulled,
  },
  {
    slug: "coborrower",
    status: "coborrower",
    landingStep: "credit-score",
    done: (f) => f.answers.withCoborrower !== undefined,
  },
  {
    slug: "mortgage-balance",
    status: "mortgageBalance",
    landingStep: "mortgage-balance",
    done: (f) => f.answers.selectedMortgageIds !== undefined,
  },
  {
    slug: "preview-offer",
    status: "previewOffer",
    landingStep: "preview-offer",
    done: (f) => f.answers.offerAccepted === true,
  },
  { slug: "mcr", status: "mcr", landingStep: "mcr", done: (f) => f.answers.detailsConfirmed === true },
];

/** Where the journey goes once prequalification is over: the application's first step (spec §4). */
export const APPLICATION_START = { path: "/app/application/1", status: "application" as ApplicationStatus };

function stepsOf(flow: PrequalFlag, version: LandingVersion, facts: JourneyFacts): JourneyStep[] {
  const journey = flow === "new" ? NEW_JOURNEY : OLD_JOURNEY;
  return journey.filter(
    (step) =>
      (step.applies?.(facts) ?? true) &&
      !(flow === "old" && version === "B" && step.slug === "property-usage"),
  );
}

const pathOf = (flow: PrequalFlag, slug: string) =>
  `${flow === "new" ? PREQUAL_FLOW.base : INITIAL_SETUP_FLOW.base}/${slug}`;

export type NextStep = { path: string; status: ApplicationStatus | null };

/**
 * The first step not yet done, in the flow's order: where a person goes after saving a step, and
 * where a returning one resumes. Steps done earlier stay done, so Back never loses answers.
 */
export function nextStep(flow: PrequalFlag, version: LandingVersion, facts: JourneyFacts): NextStep {
  const steps = stepsOf(flow, version, facts);
  const pending = steps.find((step) => !step.done(facts));
  if (!pending) return APPLICATION_START;
  return { path: pathOf(flow, pending.slug), status: pending.status };
}

/** Whether `slug` is a step of this journey for these facts (a skipped step sends people on). */
export function isJourneyStep(flow: PrequalFlag, version: LandingVersion, facts: JourneyFacts, slug: string) {
  return stepsOf(flow, version, facts).some((step) => step.slug === slug);
}

/** Where `slug` stands in this journey's order, for comparing two steps; null when it is not part of it. */
export function journeyIndex(
  flow: PrequalFlag,
  version: LandingVersion,
  facts: JourneyFacts,
  slug: string,
): number | null {
  const index = stepsOf(flow, version, facts).findIndex((step) => step.slug === slug);
  return index < 0 ? null : index;
}

/**
 * The step counter (spec §2: every step shows a step counter and a progress bar): the old flow
 * counts the landing version's numbered steps; the new flow counts its own screens, the coborrower's
 * with the credit step's number (the total moves only with the product: a mortgage has no debts).
 */
export function stepCounter(
  flow: PrequalFlag,
  version: LandingVersion,
  facts: JourneyFacts,
  slug: string,
): { current: number; total: number } | null {
  if (flow === "old") {
    const landing = LANDING_VERSIONS[version];
    const step = OLD_JOURNEY.find((s) => s.slug === slug);
    const entry = landing.find((l) => l.step === step?.landingStep);
    return entry ? { current: entry.number, total: landing.length } : null;
  }
  const steps = stepsOf(flow, version, facts);
  const step = steps.find((s) => s.slug === slug);
  if (!step) return null;
  const counted = steps.filter((s) => s.slug !== "credit-check" && !s.countsWith);
  const index = counted.findIndex((s) => s.slug === (step.countsWith ?? slug));
  return index < 0 ? null : { current: index + 1, total: counted.length };
}
