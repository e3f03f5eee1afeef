import type { CreditReport } from "@/domain/debts/credit-report";
import type { PrequalFlag } from "@/domain/funnel/prequal-flows";
import { nextStep } from "@/domain/prequal/journey";
import { answersOf, factsOf, findCallerApplication, type PrequalCaller } from "./application-store";
import { reportLiabilities, reportMortgages } from "./credit-report-view";
import { ineligiblePathOf } from "./decline-application";
import { resultOfCall } from "./outside-calls";
import type { PrequalDependencies } from "./prequal-dependencies";

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
  const next = row?.declinedAt
    ? { path: await ineligiblePathOf(deps.db, row), status: row.applicationStatus }
    : row?.applicationStatus === "joinWaitlist"
      ? { path: "/prequal/waitlist", status: row.applicationStatus }
      : nextStep(journeyFlow, landingVersion, { ...facts, hasAccount: facts.hasAccount });
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
  };
}
