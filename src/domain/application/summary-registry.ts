import { declarationsSummary } from "./declarations-summary";
import { demographicsSummary } from "./demographics-summary";
import type { SummaryRegistry } from "./summary-group";

/**
 * Which summariser turns each saved section into its summary group. One line per step: a step
 * without a line here is left out of the summary (and its PDF) until it has one.
 */
export const SUMMARY_OF: SummaryRegistry = {
  declarations: declarationsSummary,
  demographics: demographicsSummary,
};
