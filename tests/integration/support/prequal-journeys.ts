import { expect } from "vitest";
import type { AuthWorld } from "../auth/auth-world";
import type { Browser } from "./auth-client";

/** What the journeys need of a world: new browsers and the mail (an AuthWorld, or the benches' own). */
export type JourneyWorld = Pick<AuthWorld, "browser" | "mailedCode">;

/**
 * Prequalification as a browser walks it, through the real /api/trpc handler: the answers of each
 * screen as a form sends them (strings, "yes"/"no", "$500,000"), and the walks most tests share.
 * The person's last name picks the credit bureau sandbox's persona (docs/architecture.md).
 */

/** The home: Wilmington, Delaware (the test lender is licensed in DE and PA). */
export const HOME = { line1: "12 Oak Street", city: "Wilmington", state: "DE", zip: "19801" } as const;
export const HOME_VALUE = "$500,000";

export type Person = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  ssn: string;
  annualIncome: string;
};

let people = 0;
/** A new person (a new e-mail, SSN and date of birth); `lastName` picks the persona. */
export function person(lastName = "Lee", over: Partial<Person> = {}): Person {
  const n = ++people;
  return {
    firstName: "Ann",
    lastName,
    email: `${lastName.toLowerCase()}.${n}.${Date.now()}@mail.test`,
    phone: "3025550142",
    dateOfBirth: `04/${String((n % 27) + 1).padStart(2, "0")}/1980`,
    ssn: `2${String(10 + (n % 90))}-4${String(1 + (n % 9))}-${String(1000 + n).slice(-4)}`,
    annualIncome: "$120,000",
    ...over,
  };
}

/** What the credit step sends for `p`. */
export const creditAnswers = (p: Person, withCoborrower: "yes" | "no" = "no") => ({
  flow: "new" as const,
  firstName: p.firstName,
  lastName: p.lastName,
  dateOfBirth: p.dateOfBirth,
  ssn: p.ssn,
  annualIncome: p.annualIncome,
  consent: true as const,
  email: p.email,
  phone: p.phone,
  withCoborrower,
});

/** The new flow's screens before the credit step, answered for an eligible HELOC on HOME. */
export const NEW_FLOW_START = [
  {
    step: "building-type",
    answers: { propertyType: "singleFamily", units: "1", propertyUse: "primaryResidence" },
    next: "/prequal/address",
  },
  {
    step: "address",
    answers: { address: HOME, estimatedValue: HOME_VALUE },
    next: "/prequal/listed-for-sale",
  },
  { step: "listed-for-sale", answers: { listedForSale: "no" }, next: "/prequal/new-mortgage" },
  { step: "new-mortgage", answers: { product: "heloc" }, next: "/prequal/derogatory" },
  {
    step: "derogatory",
    answers: { bankruptcy: "no", foreclosure: "no", shortSale: "no" },
    next: "/prequal/credit",
  },
] as const;

/** Saves one step through the typed client (the answers as a form holds them). */
export function saveStep(b: Browser, flow: "new" | "old", step: string, answers: unknown) {
  return b.trpc.prequal.saveStep.mutate({ flow, step, answers } as never);
}

/** building-type → derogatory, each answered "eligible"; asserts where each save sends the person. */
export async function answerNewFlowStart(b: Browser) {
  for (const { step, answers, next } of NEW_FLOW_START) {
    expect(await saveStep(b, "new", step, answers), step).toEqual({ next });
  }
}

/** The code mailed to `email`, signed in with through the applicant realm's credentials endpoint. */
export async function signInWithCode(world: JourneyWorld, b: Browser, email: string) {
  const answer = await b.signIn("applicant", { email, token: world.mailedCode(email) });
  if (answer.error !== null) throw new Error(`The mailed code did not sign ${email} in: ${answer.error}`);
}

/**
 * The credit step as the screen does it: anonymous, it signs the person up and asks for the code;
 * the person signs in with the mailed code and the screen sends the same values again.
 */
export async function submitCreditSigningUp(
  world: JourneyWorld,
  b: Browser,
  p: Person,
  withCoborrower: "yes" | "no" = "no",
) {
  const first = await b.trpc.prequal.submitCredit.mutate(creditAnswers(p, withCoborrower));
  expect(first).toEqual({ next: "enterCode", email: p.email });
  await signInWithCode(world, b, p.email);
  return b.trpc.prequal.submitCredit.mutate(creditAnswers(p, withCoborrower));
}

/** The id of the home's own mortgage among the report's (the one tied to the owned property). */
export async function homeMortgageIds(b: Browser, flow: "new" | "old" = "new") {
  const journey = await b.trpc.prequal.journey.query({ flow });
  expect(journey.reportMortgages.length, "the report shows the home's mortgage").toBeGreaterThan(0);
  const [home] = journey.reportMortgages;
  return home ? [home.id] : [];
}

/**
 * A person (signed up on the way) walked through the new flow to the offer: the start, the credit
 * step, the soft pull, the home's mortgage and no payoffs. Answers where the pull sent them.
 */
export async function newFlowToPull(world: JourneyWorld, b: Browser, p: Person) {
  await answerNewFlowStart(b);
  expect(await submitCreditSigningUp(world, b, p)).toEqual({ next: "/prequal/credit-check" });
  return b.trpc.prequal.pullCredit.mutate({ flow: "new" });
}

export async function newFlowToOffer(world: JourneyWorld, b: Browser, p: Person) {
  expect(await newFlowToPull(world, b, p)).toEqual({ next: "/prequal/mortgage-select" });
  expect(await saveStep(b, "new", "mortgage-select", { mortgageIds: await homeMortgageIds(b) })).toEqual({
    next: "/prequal/debts",
  });
  expect(await saveStep(b, "new", "debts", { payoffLiabilityIds: [] })).toEqual({
    next: "/prequal/preview-offer",
  });
  return b.trpc.prequal.offer.query({ flow: "new" });
}

/** A number the API shows: a plain number, or a derived one (`{ value, derivation }`). */
export function amountShown(shown: unknown): number {
  if (typeof shown === "number") return shown;
  const value = (shown as { value?: unknown } | null | undefined)?.value;
  if (typeof value !== "number") throw new Error(`Not a number the offer shows: ${JSON.stringify(shown)}`);
  return value;
}

/** The HELOC line, rate and APR of an offer view. */
export function helocTerms(offer: unknown) {
  const view = offer as { declined?: boolean; product?: string; heloc?: Record<string, unknown> };
  expect(view.declined, "the offer is not a decline").toBe(false);
  expect(view.product).toBe("heloc");
  const heloc = view.heloc ?? {};
  return {
    line: amountShown(heloc.line ?? heloc.lineAmount),
    rate: amountShown(heloc.rate),
    apr: amountShown(heloc.apr),
  };
}

/** The old flow's screens between the account and credit-score (landing version A), for HOME. */
export const OLD_FLOW_MIDDLE = [
  {
    step: "property-value",
    answers: { estimatedValue: HOME_VALUE },
    next: "/app/initial-setup/mortgage-estimate",
  },
  {
    step: "mortgage-estimate",
    answers: { mortgageBalanceEstimate: "$155,000" },
    next: "/app/initial-setup/has-fbm",
  },
  { step: "has-fbm", answers: { keepsFirstMortgage: "yes" }, next: "/app/initial-setup/is-self-employed" },
  { step: "is-self-employed", answers: { selfEmployed: "no" }, next: "/app/initial-setup/credit-range" },
  { step: "credit-range", answers: { creditRange: "good" }, next: "/app/initial-setup/credit-income" },
  { step: "credit-income", answers: { annualIncome: "$120,000" }, next: "/app/initial-setup/zip" },
  { step: "zip", answers: { zip: HOME.zip }, next: "/app/initial-setup/property-usage" },
  {
    step: "property-usage",
    answers: { propertyUse: "primaryResidence" },
    next: "/app/initial-setup/credit-score",
  },
] as const;

/**
 * The old flow from its entry (name) through the account (mcr-account-creation: createAccount, the
 * mailed code) and its questions, to credit-score. Version B has no property-usage step.
 */
export async function oldFlowToCreditScore(
  world: JourneyWorld,
  b: Browser,
  p: Person,
  version: "A" | "B" = "A",
) {
  expect(await saveStep(b, "old", "name", { firstName: p.firstName, lastName: p.lastName })).toEqual({
    next: "/app/initial-setup/mcr-account-creation",
  });
  expect(await b.trpc.prequal.createAccount.mutate({ flow: "old", email: p.email, phone: p.phone })).toEqual({
    next: "enterCode",
    email: p.email,
  });
  await signInWithCode(world, b, p.email);
  expect((await b.trpc.prequal.journey.query({ flow: "old" })).next.path).toBe(
    "/app/initial-setup/property-value",
  );
  const steps =
    version === "A" ? OLD_FLOW_MIDDLE : OLD_FLOW_MIDDLE.filter((s) => s.step !== "property-usage");
  for (const { step, answers, next } of steps) {
    const expected = version === "B" && step === "zip" ? "/app/initial-setup/credit-score" : next;
    expect(await saveStep(b, "old", step, answers), step).toEqual({ next: expected });
  }
}

/** The old flow's credit-score step for `p` at HOME: it runs the soft pull. */
export const creditScoreAnswers = (p: Person) => ({
  flow: "old" as const,
  line1: HOME.line1,
  city: HOME.city,
  dateOfBirth: p.dateOfBirth,
  ssn: p.ssn,
  consent: true as const,
});

/** The coborrower step's "yes", for `p` applying with the borrower (they consent to their own pull). */
export const coborrowerAnswers = (p: Person) => ({
  withCoborrower: true,
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  dateOfBirth: p.dateOfBirth,
  ssn: p.ssn,
  annualIncome: p.annualIncome,
  consent: true,
});
