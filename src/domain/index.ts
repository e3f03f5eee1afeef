/** The domain's public surface: pure rules of spec §3, §4, §5 and §9. Imports nothing but zod. */
export * from "./accounts/account-inputs";
export * from "./conditions/conditions";
export * from "./debts/credit-report";
export * from "./debts/liability";
export * from "./debts/solar-loan";
export * from "./decisions/adverse-action-notice";
export * from "./decisions/ineligible-screens";
export * from "./decisions/principal-reasons";
export * from "./documents/document-application";
export * from "./documents/document-categories";
export * from "./documents/document-types";
export * from "./documents/identity-documents";
export * from "./documents/required-documents";
export * from "./documents/upload-limits";
export * from "./documents/upload-line";
export * from "./documents/upload-progress";
export * from "./documents/upload-requests";
export * from "./employment/employment";
export * from "./employment/employment-coverage";
export * from "./enums/borrower";
export * from "./enums/lending-systems";
export * from "./enums/property";
export * from "./enums/report-types";
export * from "./format/bank-account-number";
export * from "./format/date";
export * from "./format/email";
export * from "./format/inputs";
export * from "./format/liability-balance";
export * from "./format/money";
export * from "./format/one-time-code";
export * from "./format/parse-result";
export * from "./format/password";
export * from "./format/percent";
export * from "./format/person-name";
export * from "./format/phone";
export * from "./format/routing-number";
export * from "./format/ssn";
export * from "./format/us-states";
export * from "./format/zip";
export * from "./funnel/debt-step-number";
export * from "./funnel/funnel-steps";
export * from "./funnel/landing-versions";
export * from "./funnel/prequal-flows";
export * from "./funnel/redirect-for";
export * from "./funnel/returning-screen";
export * from "./funnel/screen-for-status";
export * from "./income/income-source";
export * from "./income/income-types";
export * from "./loan-milestones/loan-milestones";
export * from "./messages/file-openness";
export * from "./messages/message-inputs";
export * from "./messages/reminders";
export * from "./portal/last-admin";
export * from "./portal/portal-inputs";
export * from "./portal/portal-roles";
export type * from "./ports/automated-valuation";
export type * from "./ports/bank-statements";
export type * from "./ports/captcha";
export type * from "./ports/credit-bureau";
export type * from "./ports/e-signature";
export type * from "./ports/file-storage";
export type * from "./ports/identity-verification";
export type * from "./ports/income-verification";
export type * from "./ports/insurance-verification";
export type * from "./ports/loan-system-export";
export type * from "./ports/mail";
export type * from "./ports/person";
export * from "./pricing/amortization";
export * from "./pricing/cash-left";
export * from "./pricing/default-rate-sheet";
export type { DerivationKind, DerivationLine, Derived } from "./pricing/derivation";
export * from "./pricing/eligibility";
export * from "./pricing/equity";
export {
  type HelocDrawOption,
  type HelocOffer,
  type HelocPricing,
  type HelocPricingInput,
  priceHeloc,
} from "./pricing/heloc-offer";
export {
  type AdjustableRateOffer,
  type MortgageOffer,
  type MortgagePricing,
  type MortgagePricingInput,
  type MortgagePurposeInput,
  priceMortgage,
} from "./pricing/mortgage-offer";
export * from "./pricing/payment-schedule";
export * from "./pricing/rate-sheet";
export * from "./pricing/representative-score";
