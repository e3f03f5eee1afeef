import type { z } from "zod";
import type { UsStateCode } from "@/domain/format/us-states";
import { stateOfZip } from "@/domain/format/zip-state";
import type { PrequalFlag } from "@/domain/funnel/prequal-flows";
import type { contactInput, creditInput, creditScoreInput } from "@/domain/prequal/step-inputs";
import type { AccountDependencies } from "@/server/services/accounts/account-dependencies";
import { requestSignInCode } from "@/server/services/accounts/request-sign-in-code";
import { type SignUpDependencies, signUpApplicant } from "@/server/services/accounts/sign-up-applicant";
import {
  answersOf,
  createApplication,
  findCallerApplication,
  type PrequalCaller,
  saveProgress,
} from "./application-store";
import { ineligiblePathOf } from "./decline-application";
import { journeyNext, PrequalError, SIGN_IN_TO_GO_ON } from "./prequal-answer";
import type { PrequalDependencies } from "./prequal-dependencies";
import { pullCredit } from "./pull-credit";
import { recordSoftPullConsent } from "./record-soft-pull-consent";
import { refuseAnotherPerson } from "./refuse-another-person";
import { openSensitive, sealSensitive } from "./sensitive-fields";

export type EnterCode = { next: "enterCode"; email: string };

/**
 * Signs an anonymous visitor up with what the funnel knows (the accounts issue's sign-up). The
 * draft stays the browser's until the person signs in with the e-mailed code in it: an e-mail
 * typed wrong must not hand the answers to the mailbox's owner, and a taken e-mail (answered the
 * same way, its owner mailed) must not show in what the draft does next (decision 013).
 */
async function signUpFromFunnel(
  accounts: AccountDependencies,
  caller: PrequalCaller,
  person: { email: string; phone: string; firstName: string; lastName: string },
): Promise<EnterCode> {
  const { email, phone, firstName, lastName } = person; // never the SSN or date of birth
  const answer = await signUpApplicant(
    accounts as SignUpDependencies,
    { email, phone, firstName, lastName, password: undefined },
    { address: caller.address },
  );
  if (answer.outcome === "refused") throw new PrequalError("TOO_MANY_REQUESTS", answer.message);
  if (answer.outcome === "created")
    await requestSignInCode(accounts, { email: person.email }, { address: caller.address });
  return { next: "enterCode", email: person.email };
}

/**
 * The new flow's credit step: who the borrower is, their income and consent. Signed in, it is
 * saved (SSN and date of birth sealed) and the journey goes on; anonymous, it first creates the
 * account, and the screen sends it again once the person has signed in with the e-mailed code.
 */
export async function submitCredit(
  deps: PrequalDependencies,
  accounts: AccountDependencies,
  caller: PrequalCaller,
  input: z.infer<typeof creditInput> & { flow: PrequalFlag },
): Promise<{ next: string } | EnterCode> {
  if (!caller.applicantId) return signUpFromFunnel(accounts, caller, input);
  const row =
    (await findCallerApplication(deps.db, caller)) ??
    (
      await createApplication(deps.db, {
        flow: input.flow,
        landingVersion: deps.landingVersion,
        lendingSystem: deps.lendingSystem,
        applicantId: caller.applicantId,
        now: deps.now(),
      })
    ).row;
  if (row.declinedAt) return { next: await ineligiblePathOf(deps.db, row) };
  refuseAnotherPerson(deps, row, input);
  const answers = answersOf(row);
  const sensitive = openSensitive(deps.fieldKey, row.id, row.sensitiveEncrypted);
  sensitive.borrower = { ssn: input.ssn, dateOfBirth: input.dateOfBirth.toISOString().slice(0, 10) };
  const updated = {
    ...answers,
    withCoborrower: input.withCoborrower,
    borrower: {
      ...answers.borrower,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      annualIncome: input.annualIncome,
    },
  };
  const saved = await saveProgress(deps.db, row, {
    answers: updated,
    sensitiveEncrypted: sealSensitive(deps.fieldKey, row.id, sensitive),
    ssnLastFour: input.ssn.slice(-4),
    now: deps.now(),
  });
  await recordSoftPullConsent(deps, saved, caller, "borrower");
  const next = journeyNext(saved);
  await saveProgress(deps.db, saved, { status: next.status, now: deps.now() });
  await deps.audit(deps.db, {
    actor: caller.actor,
    action: "prequal.stepSaved",
    subject: `application:${row.id}`,
    details: { step: "credit", status: next.status },
    address: caller.address,
  });
  return { next: next.path };
}

/** The old flow's account step (landing step "email"): the name asked first, then e-mail and phone. */
export async function createAccount(
  deps: PrequalDependencies,
  accounts: AccountDependencies,
  caller: PrequalCaller,
  input: z.infer<typeof contactInput>,
): Promise<EnterCode | { next: string }> {
  const row = await findCallerApplication(deps.db, caller);
  if (caller.applicantId && row) return { next: journeyNext(row).path };
  const borrower = row ? answersOf(row).borrower : undefined;
  if (!row || !borrower?.firstName || !borrower.lastName) {
    throw new PrequalError("BAD_REQUEST", "Tell us your name first. Go back one step.");
  }
  await saveProgress(deps.db, row, {
    answers: { ...answersOf(row), borrower: { ...borrower, email: input.email, phone: input.phone } },
    now: deps.now(),
  });
  return signUpFromFunnel(accounts, caller, {
    ...input,
    firstName: borrower.firstName,
    lastName: borrower.lastName,
  });
}

/** The old flow's credit-score step: the home's street and city, the borrower's details, then the pull. */
export async function submitCreditScore(
  deps: PrequalDependencies,
  caller: PrequalCaller,
  input: z.infer<typeof creditScoreInput>,
): Promise<{ next: string }> {
  if (!caller.applicantId) throw new PrequalError("UNAUTHORIZED", SIGN_IN_TO_GO_ON);
  const row = await findCallerApplication(deps.db, caller);
  if (!row) throw new PrequalError("NOT_FOUND", SIGN_IN_TO_GO_ON);
  if (row.declinedAt) return { next: await ineligiblePathOf(deps.db, row) };
  refuseAnotherPerson(deps, row, input);
  const answers = answersOf(row);
  const zip = answers.zip ?? answers.address?.zip;
  const state = zip ? stateOfZip(zip) : null;
  if (!zip || !state)
    throw new PrequalError("BAD_REQUEST", "We need the home’s ZIP code first. Go back to the ZIP code step.");
  const sensitive = openSensitive(deps.fieldKey, row.id, row.sensitiveEncrypted);
  sensitive.borrower = { ssn: input.ssn, dateOfBirth: input.dateOfBirth.toISOString().slice(0, 10) };
  const saved = await saveProgress(deps.db, row, {
    answers: {
      ...answers,
      address: { line1: input.line1, city: input.city, state: state as UsStateCode, zip },
    },
    sensitiveEncrypted: sealSensitive(deps.fieldKey, row.id, sensitive),
    ssnLastFour: input.ssn.slice(-4),
    now: deps.now(),
  });
  await recordSoftPullConsent(deps, saved, caller, "borrower");
  return pullCredit(deps, caller);
}
