/**
 * Spec §4: every application status with its order number, in order. Order numbers repeat (name,
 * email and mcr are all 0) and some are fractional steps slipped in later (7.5, 8.5, 9.5, 22.5).
 * Labels in the spec's words where it gives one.
 */
export const FUNNEL_STEPS = [
  { status: "mcr", order: 0, label: "New MCR Lead" },
  { status: "name", order: 0, label: "Name" },
  { status: "email", order: 0, label: "Email" },
  { status: "propertyValue", order: 1, label: "Property Value" },
  { status: "mortgageEstimate", order: 2, label: "Mortgage Estimate" },
  { status: "hasFbm", order: 3, label: "Has FBM" },
  { status: "prequalAddress", order: 3, label: "Address" },
  { status: "isSelfEmployed", order: 4, label: "Is Self Employed" },
  { status: "prequalListedForSale", order: 4, label: "Listed For Sale" },
  { status: "creditRange", order: 5, label: "Credit Range" },
  { status: "prequalNewMortgage", order: 5, label: "New Mortgage" },
  { status: "zip", order: 6, label: "Zip" },
  { status: "prequalDerogatory", order: 6, label: "Disqualifying Issues" },
  { status: "propertyUsage", order: 7, label: "Property Usage" },
  { status: "prequalCredit", order: 7, label: "Credit Pull" },
  { status: "selfReportedInformationOffer", order: 7.5, label: "Self-Reported Information Offer" },
  { status: "creditScore", order: 8, label: "Credit Score" },
  { status: "coborrower", order: 8.5, label: "Coborrower" },
  { status: "prequalCoborrower", order: 8.5, label: "Coborrower" },
  { status: "mortgageBalance", order: 9, label: "Mortgage Balance" },
  { status: "prequalMortgageSelect", order: 9, label: "Select Mortgage" },
  { status: "prequalDebts", order: 9.5, label: "Debt Payoff" },
  { status: "previewOffer", order: 10, label: "Preview Offer" },
  { status: "prequalOffer", order: 10, label: "Preview Offer" },
  { status: "application", order: 12, label: "Personal Info" },
  { status: "application2", order: 13, label: "Personal Info (continued)" },
  { status: "application3", order: 14, label: "Property Info" },
  { status: "application4", order: 15, label: "Additional Real Estate" },
  { status: "application5", order: 16, label: "Employment History" },
  { status: "manualIncomeVerification", order: 17, label: "Other Income Sources" },
  { status: "debtConsolidation", order: 18, label: "Debt Consolidation" },
  { status: "application7", order: 20, label: "Demographics" },
  { status: "application8", order: 21, label: "Declarations" },
  { status: "disclosures", order: 22, label: "E-sign HECA" },
  { status: "application6", order: 22.5, label: "Income Verification" },
  { status: "identityVerification", order: 23, label: "Identity Verification" },
  { status: "incomeDocs", order: 24, label: "Income Docs" },
  { status: "loanDisbursement", order: 25, label: "Loan Disbursement" },
  { status: "applicationSubmitted", order: 26, label: "Submitted" },
  { status: "joinWaitlist", order: 27, label: "Join Waitlist" },
] as const;

export type ApplicationStatus = (typeof FUNNEL_STEPS)[number]["status"];

export const APPLICATION_STATUSES: readonly ApplicationStatus[] = FUNNEL_STEPS.map((s) => s.status);

const ORDER = new Map<string, number>(FUNNEL_STEPS.map((s) => [s.status, s.order]));

/** The order number of a status, or undefined for a status the funnel does not know. */
export function statusOrder(status: string): number | undefined {
  return ORDER.get(status);
}

export function isApplicationStatus(status: string): status is ApplicationStatus {
  return ORDER.has(status);
}
