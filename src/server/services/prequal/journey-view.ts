import type { CreditReport } from "@/domain/debts/credit-report";
import type { PrequalFlag } from "@/domain/funnel/prequal-flows";
import { type ApplicationStanding, returningScreen, settledScreen } from "@/domain/funnel/returning-screen";
import { nextStep } from "@/domain/prequal/journey";
import {
  type ApplicationRow,
  answersOf,
  factsOf,
  findCallerApplication,
  type PrequalCaller,
} from "./application-store";
import { reportLiabilities, reportMortgages } from "./credit-report-view";
import { ineligiblePathOf } from "./decline-application";
import { resultOfCall } from "./outside-calls";
import type { PrequalDependencies } from "./prequal-dependencies";
import { referrerView } from "./referrer-consent";

/** What the domain's routing needs of the row: its flow, status and, once declined, its screen. */
async function standingOf(deps: PrequalDependencies, row: ApplicationRow): Promise<ApplicationStanding> {
  return {
    flow: row.flow,
    status: row.applicationStatus,
    declinedTo: row.declinedAt ? await ineligiblePathOf(deps.db, row) : null,
  };
}

/**
 * prequal.journey: what the screens need to show a step and send the person on — the answers
 * (never the SSN or date of birth: only the SSN's last four), where the journey stands, and after
 * the pull, the report's mortgages and debts to choose from.
 */
export async function journeyView(deps: PrequalDependencies, caller: PrequalCaller, flow: PrequalFlag) {
  const row = await findCallerApplication(deps.db, caller);
  const facts = factsOf(row);
  const report = row ? await resultOfCall<CreditReport>(deps, row.creditCallId) : null;
  const landingVersion = row?.landingVersion ?? deps.landingVersion;
  const journeyFlow = row?.flow ?? flow;
  const settled = row ? settledScreen(await standingOf(deps, row)) : null;
  const next = settled
    ? { path: settled, status: row?.applicationStatus ?? null }
    : nextStep(journeyFlow, landingVersion, facts);
  return {
    flow: journeyFlow,
    landingVersion,
    product: row?.product ?? "heloc",
    status: row?.applicationStatus ?? null,
    answers: row ? answersOf(row) : {},
    signedIn: Boolean(caller.applicantId),
    hasAccount: facts.hasAccount,
    creditPulled: facts.creditPulled,
    referred: facts.referred,
    /** The partner whose link made the draft, to agree to or agreed to (decision 070). */
    referrer: await referrerView(deps.db, row),
    declined: Boolean(row?.declinedAt),
    next: { path: next.path, status: next.status ?? null },
    ssnLastFour: row?.ssnLastFour ?? null,
    reportMortgages: reportMortgages(report, row ? answersOf(row).address : null),
    reportLiabilities: reportLiabilities(report),
  };
}

/** prequal.record (spec §3 application record, for the redirect rules of spec §4). */
export async function applicationRecord(deps: PrequalDependencies, caller: PrequalCaller) {
  const row = await findCallerApplication(deps.db, caller);
  return {
    hasApplication: Boolean(row),
    applicationStatus: row?.applicationStatus ?? null,
    hitchLoan: row?.hitchLoan ?? false,
    encompassConditionallyApproved: row?.encompassConditionallyApproved ?? false,
    declinedTo: row ? (await standingOf(deps, row)).declinedTo : null,
  };
}

/**
 * prequal.resume: where the caller goes on arriving at sign-in or the area's landing (spec §4
 * status to screen): the domain's `returningScreen` for their application, or the entry of the
 * flow the build flag selects (`flag`, as the browser was built with it) when they have none.
 */
export async function resumeView(deps: PrequalDependencies, caller: PrequalCaller, flag: PrequalFlag) {
  const row = await findCallerApplication(deps.db, caller);
  return { path: returningScreen(flag, row ? await standingOf(deps, row) : null) };
}
