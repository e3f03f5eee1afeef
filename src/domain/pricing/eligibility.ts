/**
 * docs/design.md §4: ineligibility has named reasons. They are listed most important first: the ones an
 * applicant can do least about lead (a sale, a derogatory event, the home's value), the ones advice
 * can fix follow (a credit score), and "we could not decide" reasons close. The ineligible screen
 * follows the first, so "boost your score" advice never hides a low-equity answer it cannot change.
 */
export const DECLINE_REASONS = [
  "listedForSale",
  "recentBankruptcy",
  "recentForeclosure",
  "recentShortSale",
  "lowEquity",
  "highLoanToValue",
  "latePayment",
  "highDebtToIncome",
  "lowCreditScore",
  "noCreditFile",
  "loanAmountOutOfRange",
  "propertyValueUnknown",
  "incomeUnknown",
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** Joins lists of reasons: each reason once, most important first. */
export function orderDeclineReasons(...lists: readonly (readonly DeclineReason[])[]): DeclineReason[] {
  const found = new Set(lists.flat());
  return DECLINE_REASONS.filter((reason) => found.has(reason));
}

/**
 * The answers of the prequalification's listed-for-sale and derogatory steps, named as the
 * declarations (spec §3) name them. Each derogatory question carries the declarations' own window
 * (Form 1003: "within the past 7 years"), so a yes is a recent event. A missing answer is no answer.
 */
export type EligibilityAnswers = {
  listedForSale?: boolean | null;
  hasBankruptcy?: boolean | null;
  hasForeclosure?: boolean | null;
  /** Title given to the lender in lieu of foreclosure: a foreclosure in all but name. */
  hasConveyedForeclosure?: boolean | null;
  doneShortSale?: boolean | null;
};

/** The reasons an applicant's own answers decline the application, most important first. */
export function declineForAnswers(answers: EligibilityAnswers): DeclineReason[] {
  const reasons: DeclineReason[] = [];
  if (answers.listedForSale === true) reasons.push("listedForSale");
  if (answers.hasBankruptcy === true) reasons.push("recentBankruptcy");
  if (answers.hasForeclosure === true || answers.hasConveyedForeclosure === true)
    reasons.push("recentForeclosure");
  if (answers.doneShortSale === true) reasons.push("recentShortSale");
  return orderDeclineReasons(reasons);
}
