import { type DeclineReason, orderDeclineReasons } from "../pricing/eligibility";

/** docs/design.md §4 and spec §2 (/app/ineligible/…): where a declined applicant is sent. */
export const INELIGIBLE_SCREENS = {
  lowEquity: "/app/ineligible/low-equity",
  latePayment: "/app/ineligible/late-payment",
  boost: "/app/ineligible/boost",
  otherReasons: "/app/ineligible/other-reasons",
} as const;
export type IneligibleScreen = (typeof INELIGIBLE_SCREENS)[keyof typeof INELIGIBLE_SCREENS];

const SCREEN_FOR: Record<DeclineReason, IneligibleScreen> = {
  lowEquity: INELIGIBLE_SCREENS.lowEquity,
  latePayment: INELIGIBLE_SCREENS.latePayment,
  lowCreditScore: INELIGIBLE_SCREENS.boost,
  noCreditFile: INELIGIBLE_SCREENS.boost,
  listedForSale: INELIGIBLE_SCREENS.otherReasons,
  recentBankruptcy: INELIGIBLE_SCREENS.otherReasons,
  recentForeclosure: INELIGIBLE_SCREENS.otherReasons,
  recentShortSale: INELIGIBLE_SCREENS.otherReasons,
  highLoanToValue: INELIGIBLE_SCREENS.otherReasons,
  highDebtToIncome: INELIGIBLE_SCREENS.otherReasons,
  loanAmountOutOfRange: INELIGIBLE_SCREENS.otherReasons,
  propertyValueUnknown: INELIGIBLE_SCREENS.otherReasons,
  incomeUnknown: INELIGIBLE_SCREENS.otherReasons,
};

/**
 * The screen for the most important reason: low equity, a late payment, "boost" advice for a score
 * below the minimum or no credit file, and a screen listing the other reasons (derogatory answers,
 * a home for sale, debt-to-income, loan-to-value). Null when nothing declined the application.
 */
export function ineligibleScreenFor(reasons: readonly DeclineReason[]): IneligibleScreen | null {
  const [first] = orderDeclineReasons(reasons);
  return first ? SCREEN_FOR[first] : null;
}
