import { stateOfZip } from "@/domain/format/zip-state";
import { WAITLIST_SCREEN } from "@/domain/funnel/returning-screen";
import { nextStep } from "@/domain/prequal/journey";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { applyStep, type SaveStep, STEPS_BEFORE_ACCOUNT } from "@/domain/prequal/save-step-input";
import { declineForAnswers } from "@/domain/pricing/eligibility";
import {
  type ApplicationRow,
  answersOf,
  createApplication,
  factsOf,
  findCallerApplication,
  type PrequalCaller,
  saveProgress,
} from "./application-store";
import { declineApplication, ineligiblePathOf } from "./decline-application";
import { PrequalError, refuseUnlessAllowed, SIGN_IN_TO_GO_ON } from "./prequal-answer";
import type { PrequalDependencies } from "./prequal-dependencies";
import { priceAndRoute, pullCoborrowerCredit, routeAfterCredit } from "./pull-credit";
import { recordSoftPullConsent } from "./record-soft-pull-consent";
import { refuseAnotherPerson } from "./refuse-another-person";
import { openSensitive, sealSensitive } from "./sensitive-fields";

/** The steps that name the home: another home after the check is checked, valued and priced again. */
const HOME_STEPS: ReadonlySet<SaveStep["step"]> = new Set(["address", "zip"]);

const sameHome = (a: PrequalAnswers, b: PrequalAnswers) =>
  JSON.stringify([a.address, a.zip]) === JSON.stringify([b.address, b.zip]);

export type SaveStepAnswer = { next: string; draftToken?: string };

/**
 * prequal.saveStep: one screen's answers. The first save of an anonymous visitor creates the draft
 * (its cookie token comes back to be set); steps after the credit step need the account. Answers
 * that decline (a home listed for sale, a recent bankruptcy, foreclosure or short sale) issue the
 * adverse-action notice at once; a state the lender does not serve joins the waitlist.
 */
export async function saveStep(
  deps: PrequalDependencies,
  caller: PrequalCaller,
  input: SaveStep,
): Promise<SaveStepAnswer> {
  if (!caller.applicantId && !STEPS_BEFORE_ACCOUNT.has(input.step))
    throw new PrequalError("UNAUTHORIZED", SIGN_IN_TO_GO_ON);
  const now = deps.now();
  let row = await findCallerApplication(deps.db, caller);
  let draftToken: string | undefined;
  if (!row) {
    if (!caller.applicantId) await refuseUnlessAllowed(deps.rateLimits.prequalDraftAllowed(caller.address));
    const created = await createApplication(deps.db, {
      flow: input.flow,
      landingVersion: deps.landingVersion,
      lendingSystem: deps.lendingSystem,
      applicantId: caller.applicantId,
      now,
    });
    row = created.row;
    draftToken = created.draftToken;
  }
  if (row.declinedAt) return { next: await ineligiblePathOf(deps.db, row), draftToken };
  if (input.step === "name") refuseAnotherPerson(deps, row, input.answers);

  let answers = applyStep(answersOf(row), input);
  const extra: Partial<ApplicationRow> = {};
  const before = answersOf(row);
  if (row.creditCallId && HOME_STEPS.has(input.step) && !sameHome(before, answers)) {
    // The pull, the valuation, the liens and the offer were for the other home: they start again
    // (the ledger hands this account its own report back, so the bureau is not billed twice).
    Object.assign(extra, {
      creditCallId: null,
      coborrowerCreditCallId: null,
      valuationCallId: null,
      currentOfferId: null,
    });
    answers = {
      ...answers,
      selectedMortgageIds: undefined,
      payoffLiabilityIds: undefined,
      chosenDraw: undefined,
    };
    row = { ...row, creditCallId: null };
  }
  if (input.step === "coborrower") {
    const sensitive = openSensitive(deps.fieldKey, row.id, row.sensitiveEncrypted);
    const choice = input.answers;
    if (choice.withCoborrower) {
      sensitive.coborrower = { ssn: choice.ssn, dateOfBirth: choice.dateOfBirth.toISOString().slice(0, 10) };
    } else delete sensitive.coborrower;
    extra.sensitiveEncrypted = sealSensitive(deps.fieldKey, row.id, sensitive);
  }
  if (input.step === "new-mortgage") extra.product = answers.product ?? "heloc";
  if (input.step === "has-fbm") extra.product = answers.product ?? "heloc";

  const state =
    input.step === "address"
      ? answers.address?.state
      : input.step === "zip"
        ? stateOfZip(answers.zip ?? "")
        : null;
  if (state !== null && state !== undefined && !deps.lender.licensedStates.includes(state)) {
    await saveProgress(deps.db, row, {
      answers: { ...answers, waitlistState: state },
      status: "joinWaitlist",
      now,
      ...extra,
    });
    await deps.audit(deps.db, {
      actor: caller.actor,
      action: "prequal.waitlisted",
      subject: `application:${row.id}`,
      details: { state },
      address: caller.address,
    });
    return { next: WAITLIST_SCREEN, draftToken };
  }
  if (input.step === "zip" && state === null) {
    throw new PrequalError("BAD_REQUEST", "We don’t recognise this ZIP code. Check it", "zip");
  }

  const reasons = declineForAnswers({
    listedForSale: answers.listedForSale,
    hasBankruptcy: answers.derogatory?.bankruptcy,
    hasForeclosure: answers.derogatory?.foreclosure,
    doneShortSale: answers.derogatory?.shortSale,
  });
  if (reasons.length > 0) {
    row = await saveProgress(deps.db, row, { answers, now, ...extra });
    return { next: await declineApplication(deps, row, caller, { reasons }), draftToken };
  }
  const facts = factsOf({ ...row, answers });
  const next = nextStep(row.flow, row.landingVersion, facts);
  row = await saveProgress(deps.db, row, { answers, status: next.status, now, ...extra });
  if (input.step === "coborrower" && input.answers.withCoborrower)
    await recordSoftPullConsent(deps, row, caller, "coborrower");
  await deps.audit(deps.db, {
    actor: caller.actor,
    action: "prequal.stepSaved",
    subject: `application:${row.id}`,
    details: { step: input.step, status: next.status },
    address: caller.address,
  });
  if (!row.creditCallId) return { next: next.path, draftToken };
  // After the pull, every answer may change the offer (or decline it). A coborrower named after the
  // borrower's pull is pulled on their own (the ledger reuses an unchanged one's report): no income
  // counts without the credit check of the person who earns it.
  if (input.step === "coborrower" && input.answers.withCoborrower) {
    row = await pullCoborrowerCredit(deps, row, caller);
    return { ...(await routeAfterCredit(deps, row, caller)), draftToken };
  }
  // Nothing to price before the liens on this home are chosen (the old flow's coborrower "no").
  if (answers.selectedMortgageIds === undefined) return { next: next.path, draftToken };
  return { ...(await priceAndRoute(deps, row, caller)), draftToken };
}
