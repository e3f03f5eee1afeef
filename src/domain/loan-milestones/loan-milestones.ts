/**
 * The milestones a submitted loan passes in the lender's hands, in order (docs/design.md §4, "the
 * lender's side"). Staff move them in the portal and the lending system reports them back; the
 * applicant's status tracker shows them. A file leaves the line early only by a decline or a
 * withdrawal, which are decisions, not milestones.
 */
export const LOAN_MILESTONES = [
  "submitted",
  "processing",
  "underwriting",
  "conditionallyApproved",
  "clearToClose",
  "closing",
  "funded",
] as const;
export type LoanMilestone = (typeof LOAN_MILESTONES)[number];

/** How staff and the status tracker name each milestone. */
export const LOAN_MILESTONE_LABELS: Record<LoanMilestone, string> = {
  submitted: "Submitted",
  processing: "Processing",
  underwriting: "Underwriting",
  conditionallyApproved: "Conditionally approved",
  clearToClose: "Clear to close",
  closing: "Closing",
  funded: "Funded",
};

/** A milestone's place in the line: later milestones have larger numbers. */
export function milestoneRank(milestone: LoanMilestone): number {
  return LOAN_MILESTONES.indexOf(milestone);
}
