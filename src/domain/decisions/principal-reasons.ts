import { type DeclineReason, orderDeclineReasons } from "../pricing/eligibility";

/**
 * Reg B (12 CFR 1002.9(b)(2)) asks for the specific principal reasons for a denial. Each decline
 * reason reads as the model form's wording (appendix C, form C-1) where one fits, in plain words
 * where it does not.
 */
export const PRINCIPAL_REASONS: Record<DeclineReason, string> = {
  listedForSale: "The property is listed for sale",
  recentBankruptcy: "Bankruptcy",
  recentForeclosure: "Foreclosure or repossession",
  recentShortSale: "Short sale of a property in the past 7 years",
  lowEquity: "Value or type of collateral not sufficient",
  highLoanToValue: "Amount of credit requested is too high for the value of the property",
  latePayment: "Delinquent past or present credit obligations",
  highDebtToIncome: "Excessive obligations in relation to income",
  lowCreditScore: "Credit score below our minimum",
  noCreditFile: "Insufficient credit file",
  loanAmountOutOfRange: "We do not grant credit to any applicant on the terms and conditions you request",
  propertyValueUnknown: "Unable to determine the value of the property",
  incomeUnknown: "Credit application incomplete: income not provided",
};

/** The statements of reasons for a notice: most important first, each sentence once. */
export function principalReasons(reasons: readonly DeclineReason[]): string[] {
  return [...new Set(orderDeclineReasons(reasons).map((reason) => PRINCIPAL_REASONS[reason]))];
}
