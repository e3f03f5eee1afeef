import { declarationsSummary } from "./declarations-summary";
import { demographicsSummary } from "./demographics-summary";
import {
  businessSectionSummary,
  employmentSectionSummary,
  incomeVerificationSummary,
  otherIncomeSectionSummary,
} from "./income-summaries";
import { realEstateSummary } from "./real-estate-summary";
import { subjectPropertySummary } from "./subject-property-summary";
import type { SummaryRegistry } from "./summary-group";

/**
 * Which summariser turns each saved section into its summary group. One line per step: a step
 * without a line here is left out of the summary (and its PDF) until it has one. Steps whose
 * summary needs more than their answers (the date of birth sealed apart, the credit report's debts)
 * are summarised by the server's `applicationSummary`, which has them.
 */
export const SUMMARY_OF: SummaryRegistry = {
  subjectProperty: subjectPropertySummary,
  realEstate: realEstateSummary,
  employment: employmentSectionSummary,
  incomeVerification: incomeVerificationSummary,
  businessInformation: businessSectionSummary,
  otherIncome: otherIncomeSectionSummary,
  declarations: declarationsSummary,
  demographics: demographicsSummary,
};
