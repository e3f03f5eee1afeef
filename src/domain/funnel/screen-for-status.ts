import type { ApplicationStatus } from "./funnel-steps";

const PREQUAL = "/prequal";
const SETUP = "/app/initial-setup";
const APP = "/app/application";

/**
 * Spec §4 "Status to screen for returning users", row by row, as full paths from the route list
 * of spec §2. Decisions where the spec says only "same-named screen", and one departure from it:
 * - prequalOffer goes to /prequal/preview-offer: the new flow has no "offer" route.
 * - mcr goes to /app/initial-setup/mcr, the only mcr route.
 * - application-stage names go to their /app/application routes: applicationSubmitted -> submitted,
 *   loanDisbursement -> loan-disbursement, incomeDocs -> upload (the income-documents step),
 *   identityVerification -> identity-verification, disclosures -> sign, debtConsolidation ->
 *   debt-consolidation.
 * - application2 -> application/1, not §4's property-value: a prequal screen loses a mid-application
 *   place (decision 006, confirmed by decision 036).
 */
const SCREEN_BY_STATUS: Partial<Record<ApplicationStatus, string>> = {
  prequalAddress: `${PREQUAL}/address`,
  prequalListedForSale: `${PREQUAL}/listed-for-sale`,
  prequalNewMortgage: `${PREQUAL}/new-mortgage`,
  prequalDerogatory: `${PREQUAL}/derogatory`,
  prequalCredit: `${PREQUAL}/credit`,
  prequalCoborrower: `${PREQUAL}/coborrower`,
  prequalMortgageSelect: `${PREQUAL}/mortgage-select`,
  prequalDebts: `${PREQUAL}/debts`,
  prequalOffer: `${PREQUAL}/preview-offer`,
  mcr: `${SETUP}/mcr`,
  applicationSubmitted: `${APP}/submitted`,
  loanDisbursement: `${APP}/loan-disbursement`,
  incomeDocs: `${APP}/upload`,
  identityVerification: `${APP}/identity-verification`,
  disclosures: `${APP}/sign`,
  debtConsolidation: `${APP}/debt-consolidation`,
  application: `${APP}/1`,
  application2: `${APP}/1`,
  application3: `${APP}/2`,
  application4: `${APP}/3`,
  application5: `${APP}/4`,
  application6: `${APP}/income-verification`,
  application7: `${APP}/6`,
  application8: `${APP}/7`,
  manualIncomeVerification: `${APP}/other-income`,
  previewOffer: `${SETUP}/preview-offer`,
  mortgageBalance: `${SETUP}/mortgage-balance`,
  coborrower: `${SETUP}/coborrower`,
  creditScore: `${SETUP}/credit-score`,
  propertyUsage: `${SETUP}/property-usage`,
  zip: `${SETUP}/zip`,
  creditRange: `${SETUP}/credit-range`,
  isSelfEmployed: `${SETUP}/is-self-employed`,
  hasFbm: `${SETUP}/has-fbm`,
  mortgageEstimate: `${SETUP}/mortgage-estimate`,
};

/** Spec §4: "any other status goes to property-value" — including an unknown or missing one. */
export const DEFAULT_RETURNING_SCREEN = `${SETUP}/property-value`;

/** Whether spec §4 names a screen for this status (else it is one of "any other status"). */
export function hasScreenForStatus(status: string | null | undefined): status is ApplicationStatus {
  return Boolean(status) && Object.hasOwn(SCREEN_BY_STATUS, status as string);
}

/** Where a returning user with this application status resumes (spec §4). */
export function screenForStatus(status: string | null | undefined): string {
  if (!hasScreenForStatus(status)) return DEFAULT_RETURNING_SCREEN;
  return SCREEN_BY_STATUS[status] ?? DEFAULT_RETURNING_SCREEN;
}
