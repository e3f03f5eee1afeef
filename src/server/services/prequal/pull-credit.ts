import { eq } from "drizzle-orm";
import type { CreditReport } from "@/domain/debts/credit-report";
import type { ValuationResult } from "@/domain/ports/automated-valuation";
import type { PersonIdentity, PostalAddress } from "@/domain/ports/person";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { type DeclineReason, orderDeclineReasons } from "@/domain/pricing/eligibility";
import { applications } from "@/server/db/schema";
import {
  type ApplicationRow,
  answersOf,
  findCallerApplication,
  type PrequalCaller,
  saveProgress,
} from "./application-store";
import { declineApplication, ineligiblePathOf } from "./decline-application";
import { callOnce, resultOfCall } from "./outside-calls";
import { journeyNext, PrequalError, SIGN_IN_TO_GO_ON, START_AGAIN } from "./prequal-answer";
import type { PrequalDependencies } from "./prequal-dependencies";
import { priceApplication, pricingInputs, scoreDisclosure } from "./price-application";
import { currentRateSheet } from "./rate-sheet-store";
import { openSensitive, type SensitivePerson } from "./sensitive-fields";

const GO_BACK_TO_CREDIT =
  "We need your details for the credit check first. Go back one step and fill them in.";

/** The subject property's address, from the new flow's address step or the old flow's zip and credit-score steps. */
function propertyAddress(answers: PrequalAnswers): PostalAddress | null {
  return answers.address ?? null;
}

function identity(
  person: PrequalAnswers["borrower"],
  sensitive: SensitivePerson | undefined,
  address: PostalAddress,
): PersonIdentity | null {
  if (!person?.firstName || !person.lastName || !sensitive) return null;
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email ?? "",
    ssn: sensitive.ssn,
    dateOfBirth: new Date(`${sensitive.dateOfBirth}T00:00:00Z`),
    address,
  };
}

/**
 * The soft pull (credit-check / credit-score): the borrower alone (singleCredit) or with the
 * coborrower who consented (jointCredit), and the home's value (avm, then avmCascade when the
 * first model has none). Each goes through the ledger, so a second visit within 30 days reuses
 * what was found. A credit reason (no file, a score under the minimum, a late mortgage payment)
 * declines here, with its notice; the offer is priced once the person has said which of the
 * report's mortgages are on this home (mortgage-select, mortgage-balance).
 */
export async function pullCredit(
  deps: PrequalDependencies,
  caller: PrequalCaller,
): Promise<{ next: string }> {
  if (!caller.applicantId) throw new PrequalError("UNAUTHORIZED", SIGN_IN_TO_GO_ON);
  const found = await findCallerApplication(deps.db, caller);
  if (!found) throw new PrequalError("NOT_FOUND", START_AGAIN);
  // One pull per application at a time: a second request (a double tap, a second tab) waits on the
  // row's lock, then finds the first one's result instead of paying the bureau again.
  return deps.db.transaction(async (tx) => {
    await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, found.id))
      .for("update");
    return pullCreditOnce({ ...deps, db: tx }, caller);
  });
}

async function pullCreditOnce(deps: PrequalDependencies, caller: PrequalCaller): Promise<{ next: string }> {
  let row = await findCallerApplication(deps.db, caller);
  if (!row) throw new PrequalError("NOT_FOUND", START_AGAIN);
  if (row.declinedAt) return { next: await ineligiblePathOf(deps.db, row) };
  if (row.creditCallId) return { next: journeyNext(row).path };

  const answers = answersOf(row);
  const address = propertyAddress(answers);
  const sensitive = openSensitive(deps.fieldKey, row.id, row.sensitiveEncrypted);
  const borrower = address && identity(answers.borrower, sensitive.borrower, address);
  if (!address || !borrower) throw new PrequalError("BAD_REQUEST", GO_BACK_TO_CREDIT);
  const coborrower = answers.withCoborrower
    ? identity(answers.coborrower, sensitive.coborrower, address)
    : null;

  const common = { applicationId: row.id, requestedBy: caller.actor };
  const subjectOf = (p: PersonIdentity) => creditSubject(caller, p);
  const credit = await callOnce<CreditReport>(
    deps,
    {
      ...common,
      port: "creditBureau",
      chargeType: coborrower ? "jointCredit" : "singleCredit",
      subject: coborrower
        ? [subjectOf(borrower), subjectOf(coborrower)].sort().join("+")
        : subjectOf(borrower),
      adapter: deps.adapters.creditBureau,
    },
    () => deps.creditBureau.softPull(borrower, coborrower ? { coborrower } : undefined),
  );
  const valuationCallId = await valueHome(deps, common, address);
  row = await saveProgress(deps.db, row, { creditCallId: credit.callId, valuationCallId, now: deps.now() });
  await deps.audit(deps.db, {
    actor: caller.actor,
    action: "prequal.creditPulled",
    subject: `application:${row.id}`,
    details: { joint: Boolean(coborrower), reused: credit.reused, found: credit.result !== null },
    address: caller.address,
  });
  return routeAfterCredit(deps, row, caller);
}

/**
 * What the credit files alone decline for (docs/design.md §4), most important first: no file, a
 * representative score under the sheet's minimum for the product, a mortgage payment 30 or more
 * days late within the year. Nothing else is known yet: before the person picks the liens on this
 * home, pricing would take the whole line against no liens and decline on debt-to-income.
 */
async function creditReasons(deps: PrequalDependencies, row: ApplicationRow) {
  const report = await resultOfCall<CreditReport>(deps, row.creditCallId);
  const coborrowerReport = await resultOfCall<CreditReport>(deps, row.coborrowerCreditCallId);
  const { creditScore, latePaymentInLast12Months } = pricingInputs({
    answers: answersOf(row),
    report,
    coborrowerReport,
    valuation: null,
  });
  const { sheet } = await currentRateSheet(deps.db);
  const minimum = row.product === "mortgage" ? sheet.mortgage.minCreditScore : sheet.heloc.minCreditScore;
  const reasons: DeclineReason[] = [];
  if (creditScore === null) reasons.push("noCreditFile");
  else if (creditScore < minimum) reasons.push("lowCreditScore");
  if (latePaymentInLast12Months) reasons.push("latePayment");
  const scoreUsed = creditScore !== null && report ? scoreDisclosure(report, creditScore) : undefined;
  return { reasons: orderDeclineReasons(reasons), scoreUsed };
}

/**
 * After a pull (the borrower's, or the old flow's coborrower's): a credit reason declines; else the
 * offer is priced when the liens are known, or the journey goes on to the step that asks for them.
 */
export async function routeAfterCredit(
  deps: PrequalDependencies,
  row: ApplicationRow,
  caller: PrequalCaller,
) {
  const credit = await creditReasons(deps, row);
  if (credit.reasons.length > 0) return { next: await declineApplication(deps, row, caller, credit) };
  if (answersOf(row).selectedMortgageIds !== undefined) return priceAndRoute(deps, row, caller);
  const next = journeyNext(row);
  await saveProgress(deps.db, row, { status: next.status, now: deps.now() });
  return { next: next.path };
}

/** The old flow's coborrower, added after the borrower's pull: their own pull (singleCreditCoborrower). */
export async function pullCoborrowerCredit(
  deps: PrequalDependencies,
  row: ApplicationRow,
  caller: PrequalCaller,
) {
  const answers = answersOf(row);
  const address = propertyAddress(answers);
  const sensitive = openSensitive(deps.fieldKey, row.id, row.sensitiveEncrypted);
  const coborrower = address && identity(answers.coborrower, sensitive.coborrower, address);
  if (!coborrower) return row;
  const credit = await callOnce<CreditReport>(
    deps,
    {
      applicationId: row.id,
      requestedBy: caller.actor,
      port: "creditBureau",
      chargeType: "singleCreditCoborrower",
      subject: creditSubject(caller, coborrower),
      adapter: deps.adapters.creditBureau,
    },
    () => deps.creditBureau.softPull(coborrower),
  );
  return saveProgress(deps.db, row, { coborrowerCreditCallId: credit.callId, now: deps.now() });
}

/**
 * Whom a credit pull is about, for the ledger's 30-day reuse: the person (SSN and date of birth)
 * as asked for by this account. A report is personal data the person consented to share with this
 * applicant: another account that knows the same SSN and date of birth is asked about afresh (and
 * billed), never handed the stored report.
 */
function creditSubject(caller: PrequalCaller, person: PersonIdentity): string {
  return `${caller.applicantId}|${person.ssn}|${person.dateOfBirth.toISOString().slice(0, 10)}`;
}

async function valueHome(
  deps: PrequalDependencies,
  common: { applicationId: string; requestedBy: string },
  address: PostalAddress,
): Promise<number> {
  const subject = [address.line1, address.line2 ?? "", address.city, address.state, address.zip]
    .join("|")
    .toLowerCase()
    .replace(/\s+/g, " ");
  const first = await callOnce<ValuationResult>(
    deps,
    { ...common, port: "valuation", chargeType: "avm", subject, adapter: deps.adapters.valuation },
    () => deps.valuation.estimate(address),
  );
  if (first.result) return first.callId;
  const cascade = await callOnce<ValuationResult>(
    deps,
    { ...common, port: "valuation", chargeType: "avmCascade", subject, adapter: deps.adapters.valuation },
    () => deps.valuation.estimate(address, { cascade: true }),
  );
  return cascade.callId;
}

/** Prices what is known and routes: a decline goes to its ineligible screen, else the next step. */
export async function priceAndRoute(deps: PrequalDependencies, row: ApplicationRow, caller: PrequalCaller) {
  const priced = await priceApplication(deps, row, caller);
  if (priced.declinedTo) return { next: priced.declinedTo };
  const next = journeyNext(priced.row);
  await saveProgress(deps.db, priced.row, { status: next.status, now: deps.now() });
  return { next: next.path };
}
