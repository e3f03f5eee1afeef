import type { Who } from "../application/application-steps";
import type { Declarations } from "../application/declarations";
import { gapsToExplain } from "../application/employment-history";
import { MONTHS_OF_ADDRESS_HISTORY } from "../application/personal-info";
import { COBORROWER_STEPS_CONDITION, type CoborrowerStep } from "../closing/coborrower-steps";
import { PAYSTUBS_REQUIRED } from "../documents/document-types";
import { type Employment, isCurrentVerified, ownershipClass } from "../employment/employment";
import { formatMoney as $ } from "../format/money";
import { type DeclineReason, declineForAnswers } from "../pricing/eligibility";

/** A condition the decision asks for (spec §9 codes), for one borrower or the application. */
export type DecisionCondition = {
  code: number;
  who: Who | null;
  /** A document condition's type when its code names none (decision 035). */
  documentType?: string;
  text: string;
};

/**
 * One rule of the automated decision, passed or failed, with the plain sentence that says why.
 * A failed rule declines (with Reg B reasons), refers to a person, or asks for conditions.
 */
export type DecisionRule = {
  key: string;
  passed: boolean;
  sentence: string;
  effect: "decline" | "refer" | "condition" | null;
  declineReasons?: DeclineReason[];
  conditions?: DecisionCondition[];
};

/** What the rules beyond pricing read of one borrower. */
export type BorrowerFacts = {
  who: Who;
  employments: readonly Employment[];
  declarations: Declarations | null;
  /** Months at the current address and at the former one (step 1); null when not given. */
  monthsAtCurrentAddress: number | null;
  monthsAtFormerAddress: number | null;
  /** Paystubs already on file for this borrower (the checklist's line). */
  paystubsOnFile: number;
};

export type ApplicationFactsForRules = {
  borrowers: readonly BorrowerFacts[];
  propertyType: string | null;
  propertyUse: string;
  /** Student loans left out of the debts (debt consolidation's `omitted`). */
  omittedStudentLoans: number;
  /** What the coborrower still has to do on their own account; null without a coborrower (decision 044). */
  coborrowerStepsLeft: readonly CoborrowerStep[] | null;
  /** Student loan statements already on file (the checklist asks one per omitted liability). */
  studentLoanStatementsOnFile: number;
  /** Mortgages the credit report ties to the home that the applicant said are not on it (decision 045). */
  mortgagesSaidNotOnHome: readonly { creditor: string; balance: number }[];
  today: Date;
};

const WHO: Record<Who, string> = { borrower: "You", coborrower: "Your coborrower" };
const WHOSE: Record<Who, string> = { borrower: "Your", coborrower: "Your coborrower’s" };
const passed = (key: string, sentence: string): DecisionRule => ({
  key,
  passed: true,
  sentence,
  effect: null,
});

/** Form 1003 5b: a foreclosure in 7 years declines, as the prequalification's 7 years do (decision 021). */
function foreclosureRule(b: BorrowerFacts): DecisionRule {
  const key = `${b.who}.declarations.homeLoss`;
  const reasons = declineForAnswers({ hasForeclosure: b.declarations?.hasForeclosure });
  if (reasons.length === 0) return passed(key, `${WHO[b.who]} declared no foreclosure in the last 7 years.`);
  return {
    key,
    passed: false,
    sentence: `${WHO[b.who]} declared a foreclosure in the last 7 years, which our rules decline.`,
    effect: "decline",
    declineReasons: reasons,
  };
}

/**
 * A short sale or a deed in lieu declared on the application (7 years) may be older than the
 * prequalification's 4 years, which already declined the recent ones: its date decides, so a
 * person reads its papers (decision 048).
 */
function shortSaleRule(b: BorrowerFacts): DecisionRule {
  const key = `${b.who}.declarations.shortSale`;
  const d = b.declarations;
  if (d?.doneShortSale !== true && d?.hasConveyedForeclosure !== true)
    return passed(key, `${WHO[b.who]} declared no short sale or deed in lieu in the last 7 years.`);
  return {
    key,
    passed: false,
    sentence: `${WHO[b.who]} declared a short sale or a deed in lieu in the last 7 years: a loan officer checks its date (our rules decline one in the last 4 years).`,
    effect: "refer",
    conditions: [
      {
        code: 304,
        who: b.who,
        documentType: "credit_report",
        text: "Upload the closing statement of the short sale, or the deed in lieu, showing its date.",
      },
    ],
  };
}

/**
 * A bankruptcy declared on the application (the prequalification's answer was no, or it would have
 * declined): its chapter and dates decide, so a person reads its papers (decision 043).
 */
function bankruptcyRule(b: BorrowerFacts): DecisionRule {
  const key = `${b.who}.declarations.bankruptcy`;
  if (b.declarations?.hasBankruptcy !== true)
    return passed(key, `${WHO[b.who]} declared no bankruptcy in the last 7 years.`);
  const chapter = b.declarations.bankruptcy;
  return {
    key,
    passed: false,
    sentence: `${WHO[b.who]} declared a bankruptcy${chapter && chapter !== "other" ? ` (chapter ${chapter})` : ""}: a loan officer reviews its papers.`,
    effect: "refer",
    conditions: [
      {
        code: 303,
        who: b.who,
        documentType: "credit_report",
        text: "Upload your bankruptcy papers: the petition, the schedule of debts, and the discharge or the court’s plan.",
      },
    ],
  };
}

/** Judgments, lawsuits and federal debt in default need a person's judgement: referred. */
function legalRule(b: BorrowerFacts): DecisionRule {
  const key = `${b.who}.declarations.legal`;
  const d = b.declarations;
  const found = [
    d?.hasOustandingJudgements ? "an unpaid court judgment" : null,
    d?.isPartyToLawsuit ? "a lawsuit in which you could owe money" : null,
    d?.hasFederalDebt ? "a federal debt in default" : null,
  ].filter((x): x is string => x !== null);
  if (found.length === 0)
    return passed(key, `${WHO[b.who]} declared no unpaid judgment, lawsuit or federal debt in default.`);
  return {
    key,
    passed: false,
    sentence: `${WHO[b.who]} declared ${found.join(", ")}: a loan officer reviews it with you.`,
    effect: "refer",
  };
}

/** Declarations a document or a signed form settles: conditions, not a refusal. */
function declarationConditions(b: BorrowerFacts): DecisionRule {
  const key = `${b.who}.declarations.conditions`;
  const d = b.declarations;
  const conditions: DecisionCondition[] = [];
  if (d?.isGuarantorOrCosigor)
    conditions.push({
      code: 304,
      who: b.who,
      documentType: "credit_report",
      text: "Upload a statement of the debt you co-signed or guarantee, showing its balance and monthly payment.",
    });
  if (d?.wantsAnotherMortgage)
    conditions.push({
      code: 305,
      who: b.who,
      documentType: "mortgage_statement",
      text: "Upload the terms of the other mortgage you applied for: its amount and monthly payment.",
    });
  if (d?.isPropertySubjectToLien)
    conditions.push({
      code: 306,
      who: b.who,
      text: "Sign and return the form we e-mailed you about the lien that could be paid before this loan (such as a PACE loan).",
    });
  if (d?.hasBorrowedThirdPartyMoney)
    conditions.push({
      code: 307,
      who: b.who,
      text: "Sign and return the form we e-mailed you about the money you are borrowing or receiving for this loan.",
    });
  if (conditions.length === 0)
    return passed(
      key,
      `${WHO[b.who]} declared no co-signed debt, other new mortgage, prior lien or borrowed money.`,
    );
  return {
    key,
    passed: false,
    sentence: `${WHO[b.who]} declared something we need a document or a signed form for.`,
    effect: "condition",
    conditions,
  };
}

/** A primary home the borrower will not live in is not the loan that was priced. */
function occupancyRule(b: BorrowerFacts, propertyUse: string): DecisionRule {
  const key = `${b.who}.declarations.occupancy`;
  if (
    b.who !== "borrower" ||
    propertyUse !== "primaryResidence" ||
    b.declarations?.hasIntentToOccupy !== false
  )
    return passed(key, "How the home will be used matches the offer.");
  return {
    key,
    passed: false,
    sentence:
      "You said you will not live in the home, but the offer was priced for your primary home: a loan officer will reprice it with you.",
    effect: "refer",
  };
}

/** Spec §5: two years of employment; explained gaps are read by a person. */
function employmentRule(b: BorrowerFacts, today: Date): DecisionRule {
  const key = `${b.who}.employment.coverage`;
  const gaps = gapsToExplain(b.employments, today);
  if (gaps.length === 0)
    return passed(key, `${WHOSE[b.who]} jobs cover the last 2 years with no gap over 31 days.`);
  return {
    key,
    passed: false,
    sentence: `${WHO[b.who]} explained ${gaps.length === 1 ? "a gap" : `${gaps.length} gaps`} in the last 2 years of employment: a loan officer reads the explanation.`,
    effect: "refer",
  };
}

/**
 * Spec §9: a job entered by hand needs its paystubs (405), and year-end ones for overtime, bonus,
 * commission. Paystubs already on file are not asked again (decision 045): the checklist's count
 * received settles 405; the year-end ones are other documents and are still asked.
 */
function paystubRule(b: BorrowerFacts): DecisionRule {
  const key = `${b.who}.income.paystubs`;
  const byHand = b.employments.filter(
    (job) => !job.endDate && !isCurrentVerified(job) && ownershipClass(job.percentageOwned) === "employee",
  );
  if (byHand.length === 0)
    return passed(key, `${WHOSE[b.who]} current jobs’ income was verified, none entered by hand.`);
  const received = b.paystubsOnFile >= PAYSTUBS_REQUIRED;
  const codes = new Set(received ? [] : [405]);
  for (const job of byHand) {
    if ((job.overtime ?? 0) > 0) codes.add(407);
    if ((job.bonuses ?? 0) > 0) codes.add(408);
    if ((job.commissions ?? 0) > 0) codes.add(410);
  }
  if (codes.size === 0)
    return passed(
      key,
      `${WHO[b.who]} entered a current job by hand, and its ${PAYSTUBS_REQUIRED} most recent paystubs are in.`,
    );
  return {
    key,
    passed: false,
    sentence: received
      ? `${WHO[b.who]} entered a current job by hand with overtime, bonus or commission, so its year-end paystubs verify that income.`
      : `${WHO[b.who]} entered a current job by hand, so its income is verified from paystubs.`,
    effect: "condition",
    conditions: [...codes].map((code) => ({ code, who: b.who, text: "" })),
  };
}

/** Form 1003 asks for 2 years of addresses; under that, the address history is asked (101). */
function addressRule(b: BorrowerFacts): DecisionRule {
  const key = `${b.who}.address.history`;
  const months = (b.monthsAtCurrentAddress ?? 0) + (b.monthsAtFormerAddress ?? 0);
  if (b.monthsAtCurrentAddress !== null && months >= MONTHS_OF_ADDRESS_HISTORY)
    return passed(key, `${WHOSE[b.who]} addresses cover the last 2 years.`);
  return {
    key,
    passed: false,
    sentence: `${WHOSE[b.who]} addresses cover ${months} months, less than 2 years.`,
    effect: "condition",
    conditions: [{ code: 101, who: b.who, text: "" }],
  };
}

/** A student loan left out needs its statement (308), unless the checklist's statements are in (decision 045). */
function studentLoanRule(omitted: number, statementsOnFile: number): DecisionRule {
  const key = "debts.studentLoans";
  if (omitted === 0) return passed(key, "No student loan was left out of your debts.");
  if (statementsOnFile >= omitted)
    return passed(key, "The statement of each student loan you left out of your debts is in.");
  return {
    key,
    passed: false,
    sentence: `${omitted === 1 ? "A student loan was" : `${omitted} student loans were`} left out of your debts, so its statement must show why.`,
    effect: "condition",
    conditions: [
      {
        code: 308,
        who: null,
        documentType: "educational_loan_statement",
        text: "Upload the statement of each student loan you left out, showing it is deferred or what you pay each month.",
      },
    ],
  };
}

/**
 * Decision 045: a mortgage the credit report records against this home, said at mortgage-select not
 * to be on it, is left out of the CLTV; a statement showing the property it is on settles it (309).
 */
function otherHomeMortgagesRule(mortgages: ApplicationFactsForRules["mortgagesSaidNotOnHome"]): DecisionRule {
  const key = "property.mortgagesNotOnHome";
  if (mortgages.length === 0)
    return passed(key, "Every mortgage your credit report ties to this home counts in its loan-to-value.");
  return {
    key,
    passed: false,
    sentence: `You told us ${mortgages.length === 1 ? "a mortgage" : `${mortgages.length} mortgages`} your credit report ties to this home ${mortgages.length === 1 ? "is" : "are"} on another property, so we left ${mortgages.length === 1 ? "it" : "them"} out of the loan-to-value.`,
    effect: "condition",
    conditions: mortgages.map((m) => ({
      code: 309,
      who: null,
      documentType: "mortgage_statement",
      text: `Upload a statement of your ${m.creditor} mortgage (balance ${$(m.balance)}) showing the property it is on: your credit report ties it to this home.`,
    })),
  };
}

function condoRule(propertyType: string | null): DecisionRule {
  const key = "property.condo";
  if (propertyType !== "condo") return passed(key, "The home is not a condo, so no master policy is needed.");
  return {
    key,
    passed: false,
    sentence: "The home is a condo, so we need the building’s master insurance policy.",
    effect: "condition",
    conditions: [{ code: 606, who: null, text: "" }],
  };
}

/** The coborrower signs and verifies on their own account; until they have, 105 waits for them (decision 044). */
function coborrowerRule(stepsLeft: readonly CoborrowerStep[] | null): DecisionRule {
  const key = "coborrower.ownSteps";
  if (stepsLeft === null) return passed(key, "There is no coborrower to sign.");
  if (stepsLeft.length === 0)
    return passed(
      key,
      "Your coborrower signed the disclosures and verified their identity on their own account.",
    );
  return {
    key,
    passed: false,
    sentence:
      "Your coborrower hasn’t yet signed the disclosures and verified their identity on their own account.",
    effect: "condition",
    conditions: [{ code: COBORROWER_STEPS_CONDITION, who: "coborrower", text: "" }],
  };
}

/** Every rule beyond pricing, in the order a loan officer reads an application. */
export function applicationRules(facts: ApplicationFactsForRules): DecisionRule[] {
  const perBorrower = facts.borrowers.flatMap((b) => [
    foreclosureRule(b),
    shortSaleRule(b),
    bankruptcyRule(b),
    legalRule(b),
    occupancyRule(b, facts.propertyUse),
    declarationConditions(b),
    employmentRule(b, facts.today),
    paystubRule(b),
    addressRule(b),
  ]);
  return [
    ...perBorrower,
    coborrowerRule(facts.coborrowerStepsLeft),
    studentLoanRule(facts.omittedStudentLoans, facts.studentLoanStatementsOnFile),
    otherHomeMortgagesRule(facts.mortgagesSaidNotOnHome),
    condoRule(facts.propertyType),
  ];
}
