import { z } from "zod";
import { PROPERTY_USES } from "../enums/property";
import { amountInput } from "../prequal/field-inputs";

/**
 * Form 1003 section 5, declarations (spec §3 "Declarations"; the spec's spellings, typos
 * included, are the data keys: `onwershipInterest`, `isGuarantorOrCosigor`,
 * `hasOustandingJudgements`). Each question is a yes/no; a follow-up is required when its question
 * is answered yes and refused when it is not, so a saved answer never carries a stale follow-up.
 */

/** Spec §3 enumerations: bankruptcy chapters. */
export const BANKRUPTCY_CHAPTERS = ["7", "11", "12", "13", "15", "other"] as const;
export type BankruptcyChapter = (typeof BANKRUPTCY_CHAPTERS)[number];

/** Form 1003 5a A(1): the type of the other property owned (the spec's property uses). */
export const OTHER_PROPERTY_TYPES = PROPERTY_USES.map((u) => u.value) as [
  (typeof PROPERTY_USES)[number]["value"],
  ...(typeof PROPERTY_USES)[number]["value"][],
];
export type OtherPropertyType = (typeof OTHER_PROPERTY_TYPES)[number];

/** Form 1003 5a A(2): how title to it was held. */
export const OTHER_PROPERTY_TITLES = ["sole", "jointWithSpouse", "jointWithOther"] as const;
export type OtherPropertyTitle = (typeof OTHER_PROPERTY_TITLES)[number];

/** The yes/no questions, in Form 1003 order (5a A–E, 5b F–M), with the plain question people read. */
export const DECLARATION_QUESTIONS = [
  { key: "hasIntentToOccupy", question: "Will you live in this property as your primary home?" },
  {
    key: "onwershipInterest",
    question: "Have you owned any other property in the last 3 years?",
  },
  {
    key: "hasSpecialBorrowerSellerRelationship",
    question: "Are you related to the seller, or do you have a business relationship with them?",
  },
  {
    key: "hasBorrowedThirdPartyMoney",
    question:
      "Are you borrowing money for this loan (for closing costs or the down payment), or getting money from someone else such as the seller or an agent, that you have not told us about?",
  },
  {
    key: "wantsAnotherMortgage",
    question:
      "Have you applied, or will you apply, for a mortgage on another property before this loan closes?",
  },
  {
    key: "wantsAnotherLoan",
    question:
      "Have you applied, or will you apply, for new credit (a loan, a credit card) before this loan closes?",
  },
  {
    key: "isPropertySubjectToLien",
    question:
      "Will this property have a lien that could be paid before this loan, such as a clean-energy (PACE) loan paid through property taxes?",
  },
  {
    key: "isGuarantorOrCosigor",
    question: "Are you a co-signer or guarantor on a debt or loan that is not on this application?",
  },
  {
    key: "hasOustandingJudgements",
    question: "Is there any court judgment against you that is not yet paid?",
  },
  {
    key: "hasFederalDebt",
    question: "Are you behind or in default on a federal debt (such as a student loan or taxes)?",
  },
  {
    key: "isPartyToLawsuit",
    question: "Are you part of a lawsuit in which you could owe money personally?",
  },
  {
    key: "hasConveyedForeclosure",
    question:
      "In the last 7 years, have you given a property back to the lender to avoid foreclosure (deed in lieu)?",
  },
  {
    key: "doneShortSale",
    question: "In the last 7 years, have you sold a property for less than you owed on it (a short sale)?",
  },
  { key: "hasForeclosure", question: "In the last 7 years, has a property of yours been foreclosed on?" },
  { key: "hasBankruptcy", question: "In the last 7 years, have you declared bankruptcy?" },
] as const;
export type DeclarationQuestionKey = (typeof DECLARATION_QUESTIONS)[number]["key"];

const answer = (question: string) =>
  z.boolean({ error: `Choose yes or no: ${question.charAt(0).toLowerCase()}${question.slice(1)}` });
const questionOf = (key: DeclarationQuestionKey) =>
  DECLARATION_QUESTIONS.find((q) => q.key === key)?.question ?? key;
/** A follow-up left empty (hidden by the form, null from the server) reads as absent. */
const absentWhenEmpty = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** The questions asked of everyone; the seller question and the ownership question depend on others. */
export const declarationsInput = z
  .object({
    hasIntentToOccupy: answer(questionOf("hasIntentToOccupy")),
    onwershipInterest: absentWhenEmpty(answer(questionOf("onwershipInterest"))),
    otherPropertyType: absentWhenEmpty(
      z.enum(OTHER_PROPERTY_TYPES, { error: "Choose how you used that property" }),
    ),
    otherPropertyTitle: absentWhenEmpty(
      z.enum(OTHER_PROPERTY_TITLES, { error: "Choose how you held the title" }),
    ),
    hasSpecialBorrowerSellerRelationship: absentWhenEmpty(
      answer(questionOf("hasSpecialBorrowerSellerRelationship")),
    ),
    hasBorrowedThirdPartyMoney: answer(questionOf("hasBorrowedThirdPartyMoney")),
    borrowedThirdPartyMoneyAmount: absentWhenEmpty(
      amountInput("the amount you are borrowing or receiving", { min: 1, max: 50_000_000 }),
    ),
    wantsAnotherMortgage: answer(questionOf("wantsAnotherMortgage")),
    wantsAnotherLoan: answer(questionOf("wantsAnotherLoan")),
    isPropertySubjectToLien: answer(questionOf("isPropertySubjectToLien")),
    isGuarantorOrCosigor: answer(questionOf("isGuarantorOrCosigor")),
    hasOustandingJudgements: answer(questionOf("hasOustandingJudgements")),
    hasFederalDebt: answer(questionOf("hasFederalDebt")),
    isPartyToLawsuit: answer(questionOf("isPartyToLawsuit")),
    hasConveyedForeclosure: answer(questionOf("hasConveyedForeclosure")),
    doneShortSale: answer(questionOf("doneShortSale")),
    hasForeclosure: answer(questionOf("hasForeclosure")),
    hasBankruptcy: answer(questionOf("hasBankruptcy")),
    bankruptcy: absentWhenEmpty(
      z.enum(BANKRUPTCY_CHAPTERS, { error: "Choose the chapter of the bankruptcy" }),
    ),
  })
  .superRefine((d, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const followUp = (when: boolean, field: keyof typeof d, missing: string, stale: string) => {
      if (when && d[field] === undefined) issue(field, missing);
      if (!when && d[field] !== undefined) issue(field, stale);
    };
    // Form 1003 5a A: the ownership question follows a yes to living in the property.
    followUp(
      d.hasIntentToOccupy,
      "onwershipInterest",
      `Choose yes or no: ${questionOf("onwershipInterest").toLowerCase()}`,
      "Answer whether you owned another property only when you will live in this one",
    );
    const owned = d.onwershipInterest === true;
    followUp(
      owned,
      "otherPropertyType",
      "Choose how you used that property",
      "Leave the property type empty when you have not owned another property",
    );
    followUp(
      owned,
      "otherPropertyTitle",
      "Choose how you held the title",
      "Leave the title empty when you have not owned another property",
    );
    followUp(
      d.hasBorrowedThirdPartyMoney,
      "borrowedThirdPartyMoneyAmount",
      "Enter the amount you are borrowing or receiving",
      "Leave the amount empty when you are not borrowing money for this loan",
    );
    followUp(
      d.hasBankruptcy,
      "bankruptcy",
      "Choose the chapter of the bankruptcy",
      "Leave the chapter empty when you have not declared bankruptcy",
    );
  });

export type Declarations = z.output<typeof declarationsInput>;

/** What decides which declarations apply: the seller question is for a purchase only. */
export interface DeclarationsContext {
  purchase: boolean;
}

/**
 * Form 1003 5a B: the borrower–seller relationship is asked in a purchase only. Returns the
 * sentence that refuses the answers, or null. Kept apart from `declarationsInput` so the server's
 * tRPC input stays one static schema; the form adds it through `declarationsInputFor`.
 */
export function sellerQuestionIssue(d: Declarations, context: DeclarationsContext): string | null {
  const answered = d.hasSpecialBorrowerSellerRelationship !== undefined;
  if (context.purchase && !answered)
    return `Choose yes or no: ${questionOf("hasSpecialBorrowerSellerRelationship").toLowerCase()}`;
  if (!context.purchase && answered)
    return "The question about the seller is asked only when you are buying a home";
  return null;
}

/** The form's schema: the same rules as the server, with the seller question decided by the loan. */
export function declarationsInputFor(context: DeclarationsContext) {
  return declarationsInput.superRefine((d, ctx) => {
    const message = sellerQuestionIssue(d, context);
    if (message) ctx.addIssue({ code: "custom", path: ["hasSpecialBorrowerSellerRelationship"], message });
  });
}
