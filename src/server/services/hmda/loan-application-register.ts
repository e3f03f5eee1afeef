import { and, eq, gte, inArray, lt } from "drizzle-orm";
import type { DecisionOutcome } from "@/domain/decisions/automated-decision";
import {
  type HmdaApplication,
  type HmdaInstitution,
  loanApplicationRegister,
} from "@/domain/hmda/loan-application-register";
import type { LoanFileBorrower } from "@/domain/loan-file/loan-file-input";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import type { Database } from "@/server/db/client";
import { applications, decisions } from "@/server/db/schema";
import { isCurrentDecision } from "../decisions/current-decision";
import { loanFileSources } from "../lending-system/loan-file-sources";

/**
 * The decisions that are HMDA's actions taken, read from the current decision (a person's, once
 * one decided: its date is the action-taken date, decision 091). A referral is still pending, and
 * so is a counteroffer until the applicant answers it, so neither is reported yet.
 */
const ACTIONS: Partial<Record<DecisionOutcome, HmdaApplication["action"]>> = {
  approved: "approved",
  conditionallyApproved: "approved",
  declined: "declined",
};

const applicant = (b: LoanFileBorrower | undefined) =>
  b ? { dateOfBirth: b.dateOfBirth, demographics: b.demographics } : null;

/**
 * Every application the lender took a final action on in `year`, as the register reads it: the
 * action and its date from the decision, the loan from the accepted offer, the people and their
 * demographics as they chose them (decision 077).
 */
export async function registerApplications(
  db: Database,
  year: number,
  fieldKey: Uint8Array,
): Promise<HmdaApplication[]> {
  const rows = await db
    .select({ application: applications, decision: decisions })
    .from(decisions)
    .innerJoin(applications, eq(applications.id, decisions.applicationId))
    .where(
      and(
        isCurrentDecision,
        inArray(decisions.outcome, Object.keys(ACTIONS) as DecisionOutcome[]),
        gte(decisions.decidedAt, new Date(Date.UTC(year, 0, 1))),
        lt(decisions.decidedAt, new Date(Date.UTC(year + 1, 0, 1))),
      ),
    )
    .orderBy(decisions.decidedAt);
  const found: HmdaApplication[] = [];
  for (const { application, decision } of rows) {
    const action = ACTIONS[decision.outcome];
    const sources = await loanFileSources(db, application, {
      fieldKey,
      lender: { legalName: "", nmlsId: null, phone: null },
    });
    if (!action || !sources) continue;
    const answers = application.answers as PrequalAnswers;
    const subject = sources.subject;
    const transaction = subject?.product === "mortgage" ? subject.transaction : null;
    const { loan } = sources;
    const income = [
      answers.borrower?.annualIncome,
      answers.withCoborrower ? answers.coborrower?.annualIncome : 0,
    ];
    found.push({
      applicationId: application.id,
      receivedOn: sources.receivedOn,
      product: loan.product,
      purpose: transaction
        ? transaction.purpose === "purchase"
          ? "purchase"
          : transaction.refinancePurpose
        : loan.product === "mortgage"
          ? (answers.mortgagePurpose ?? null)
          : null,
      propertyUse: subject?.propertyUse ?? sources.prequalSubject.propertyUse,
      propertyType: subject?.propertyType ?? answers.propertyType ?? null,
      units: subject?.units ?? answers.units ?? null,
      address: subject?.address ?? sources.prequalSubject.address,
      propertyValue: subject?.estimatedValue ?? sources.prequalSubject.estimatedValue,
      loanAmount: loan.product === "heloc" ? loan.lineAmount : loan.loanAmount,
      rate: loan.rate,
      termMonths:
        loan.product === "heloc"
          ? (loan.drawYears + loan.repaymentYears) * 12
          : loan.termYears === null
            ? null
            : loan.termYears * 12,
      subordinate: loan.product === "heloc" && (answers.selectedMortgageIds?.length ?? 0) > 0,
      action,
      actionOn: decision.decidedAt,
      denialReasons: decision.reasons,
      annualIncome: income.some((i) => i === undefined)
        ? null
        : income.reduce<number>((s, i) => s + (i ?? 0), 0),
      applicant: applicant(sources.borrowers[0]) ?? { dateOfBirth: null, demographics: null },
      coApplicant: applicant(sources.borrowers[1]),
    });
  }
  return found;
}

/** The register's text for `year`: the transmittal sheet, then the applications' rows. */
export async function loanApplicationRegisterFor(
  db: Database,
  year: number,
  deps: { fieldKey: Uint8Array; institution: HmdaInstitution },
): Promise<string> {
  const found = await registerApplications(db, year, deps.fieldKey);
  return loanApplicationRegister(deps.institution, year, found);
}
