import type { ApplicationStatus } from "../funnel/funnel-steps";

/**
 * The loan application's screens under /app/application (spec §2, issue 9), in the order an
 * applicant meets them. Spec §4's order numbers put income verification (22.5) after the
 * declarations, but the screens number it step 5, between employment and demographics: the
 * applicant walks the screens' order, and a status only ever moves forward along it (decision 031).
 */
export type ApplicationStepKey =
  | "personalInfo"
  | "subjectProperty"
  | "realEstate"
  | "employment"
  | "incomeVerification"
  | "businessInformation"
  | "otherIncome"
  | "debtConsolidation"
  | "demographics"
  | "declarations"
  | "summary";

/** Whose answers a screen holds: one borrower's, or the application's as a whole. */
export type Who = "borrower" | "coborrower";
export type SectionOwner = Who | "application";

/** What decides which screens an application has. */
export interface ApplicationFacts {
  product: "heloc" | "mortgage";
  hasCoborrower: boolean;
  /** A borrower owns 25% or more of a current business (spec §5): business information applies. */
  selfEmployed: boolean;
  /**
   * Which borrowers own 25% or more of a current business: business information is asked of them
   * only (decision 029). Absent: every borrower, when `selfEmployed`.
   */
  selfEmployedWho?: readonly Who[];
  /**
   * A mortgage that buys the home: step 2's transaction once saved, the prequalification's purpose
   * before. The declarations ask about the seller only then (decision 037).
   */
  purchase?: boolean;
}

export interface ApplicationStep {
  key: ApplicationStepKey;
  /** The screen's name in sentences ("Finish Personal information first."). */
  title: string;
  /** The route under /app/application. */
  slug: string;
  /** The status that sends a returning applicant here (spec §4); none for screens without one. */
  status?: ApplicationStatus;
  /** Done once per borrower (the coborrower's turn follows the borrower's on the same route). */
  perBorrower: boolean;
  /** The "Step n of 7" number the screens show (spec §2 numbers steps 1 to 7). */
  counter?: number;
  /** Whether the application has this screen at all. */
  appliesTo?: (facts: ApplicationFacts) => boolean;
  /** For a per-borrower screen: whether this borrower has a turn (all of them when absent). */
  hasTurn?: (facts: ApplicationFacts, who: Who) => boolean;
}

export const APPLICATION_ROOT = "/app/application";

export const APPLICATION_STEPS: readonly ApplicationStep[] = [
  {
    key: "personalInfo",
    title: "Personal information",
    slug: "1",
    status: "application",
    perBorrower: true,
    counter: 1,
  },
  {
    key: "subjectProperty",
    title: "Property information",
    slug: "2",
    status: "application3",
    perBorrower: false,
    counter: 2,
  },
  {
    key: "realEstate",
    title: "Additional real estate",
    slug: "3",
    status: "application4",
    perBorrower: false,
    counter: 3,
  },
  {
    key: "employment",
    title: "Employment history",
    slug: "4",
    status: "application5",
    perBorrower: true,
    counter: 4,
  },
  {
    key: "incomeVerification",
    title: "Income verification",
    slug: "income-verification",
    status: "application6",
    perBorrower: false,
    counter: 5,
  },
  {
    key: "businessInformation",
    title: "Business information",
    slug: "business-information",
    perBorrower: true,
    appliesTo: (facts) => facts.selfEmployed,
    hasTurn: (facts, who) => facts.selfEmployedWho?.includes(who) ?? true,
  },
  {
    key: "otherIncome",
    title: "Other income",
    slug: "other-income",
    status: "manualIncomeVerification",
    perBorrower: true,
  },
  {
    key: "debtConsolidation",
    title: "Debt consolidation",
    slug: "debt-consolidation",
    status: "debtConsolidation",
    perBorrower: false,
  },
  {
    key: "demographics",
    title: "Demographic information",
    slug: "6",
    status: "application7",
    perBorrower: true,
    counter: 6,
  },
  {
    key: "declarations",
    title: "Declarations",
    slug: "7",
    status: "application8",
    perBorrower: true,
    counter: 7,
  },
  { key: "summary", title: "Application summary", slug: "application-summary", perBorrower: false },
];

/** The number of counted steps ("Step n of 7"). */
export const APPLICATION_STEP_COUNT = 7;

const STEP_BY_KEY = new Map(APPLICATION_STEPS.map((step) => [step.key, step]));

export function applicationStep(key: ApplicationStepKey): ApplicationStep {
  const step = STEP_BY_KEY.get(key);
  if (!step) throw new Error(`unknown application step ${key}`);
  return step;
}

const applies = (step: ApplicationStep, facts: ApplicationFacts) => step.appliesTo?.(facts) ?? true;

/** The application's screens in order, without the ones that do not apply to it. */
export function stepsFor(facts: ApplicationFacts): ApplicationStepKey[] {
  return APPLICATION_STEPS.filter((step) => applies(step, facts)).map((step) => step.key);
}

/** The borrowers a screen is filled for, in order. */
export function turnsOf(key: ApplicationStepKey, facts: ApplicationFacts): SectionOwner[] {
  const step = applicationStep(key);
  if (!step.perBorrower) return ["application"];
  const borrowers: Who[] = facts.hasCoborrower ? ["borrower", "coborrower"] : ["borrower"];
  return borrowers.filter((who) => step.hasTurn?.(facts, who) ?? true);
}

/** A screen's path; the coborrower's turn carries `?borrower=coborrower` (no personal data). */
export function stepPath(key: ApplicationStepKey, who: SectionOwner = "application"): string {
  const path = `${APPLICATION_ROOT}/${applicationStep(key).slug}`;
  return who === "coborrower" ? `${path}?borrower=coborrower` : path;
}

/** One place in the application: a screen and whose turn it is. */
export interface ApplicationPlace {
  step: ApplicationStepKey;
  who: SectionOwner;
}

/** Every place of the application in order: each screen, each borrower's turn. */
export function placesFor(facts: ApplicationFacts): ApplicationPlace[] {
  return stepsFor(facts).flatMap((step) => turnsOf(step, facts).map((who) => ({ step, who })));
}

const samePlace = (a: ApplicationPlace, b: ApplicationPlace) => a.step === b.step && a.who === b.who;

/** Where the applicant goes after finishing `place`; the summary is the last place. */
export function nextPlace(place: ApplicationPlace, facts: ApplicationFacts): ApplicationPlace {
  const places = placesFor(facts);
  const index = places.findIndex((p) => samePlace(p, place));
  return places[index + 1] ?? { step: "summary", who: "application" };
}

/** The path of what follows `place`. */
export function nextScreen(key: ApplicationStepKey, who: SectionOwner, facts: ApplicationFacts): string {
  const next = nextPlace({ step: key, who }, facts);
  return stepPath(next.step, next.who);
}

/**
 * The first place not saved yet: where the applicant may go furthest. A place is open when every
 * place before it is saved (issue 9: steps are reachable in order).
 */
export function firstUnsavedPlace(
  facts: ApplicationFacts,
  isSaved: (place: ApplicationPlace) => boolean,
): ApplicationPlace {
  return placesFor(facts).find((place) => !isSaved(place)) ?? { step: "summary", who: "application" };
}

/** Whether `place` can be opened: it is saved already, or it is the first unsaved one. */
export function isOpen(
  place: ApplicationPlace,
  facts: ApplicationFacts,
  isSaved: (place: ApplicationPlace) => boolean,
): boolean {
  if (isSaved(place)) return true;
  const places = placesFor(facts);
  const first = firstUnsavedPlace(facts, isSaved);
  const index = (p: ApplicationPlace) => {
    const found = places.findIndex((q) => samePlace(q, p));
    return found === -1 ? places.length : found;
  };
  return index(place) <= index(first);
}

/**
 * The status the application has once `place` is reached: the last status-bearing screen at or
 * before it. A screen without a status (business information, the summary) keeps its predecessor's.
 */
export function statusAt(place: ApplicationPlace, facts: ApplicationFacts): ApplicationStatus {
  const steps = stepsFor(facts);
  const upTo = steps.slice(0, steps.indexOf(place.step) + 1);
  for (const key of upTo.reverse()) {
    const status = applicationStep(key).status;
    if (status) return status;
  }
  return "application";
}

/** How far along the screens' order a status lies (-1 for a status of no application screen). */
export function applicationStatusRank(status: string | null | undefined): number {
  return APPLICATION_STEPS.findIndex((step) => step.status === status);
}
