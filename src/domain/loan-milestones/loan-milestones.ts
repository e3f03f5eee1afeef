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

/** Who moves a milestone: a staff member in the portal, or the lending system reporting its own. */
export type MilestoneMover = "staff" | "lendingSystem";

/** What the rules need to know of a file to move its milestone. */
export type MilestoneFile = {
  submitted: boolean;
  declined: boolean;
  /** The current decision's outcome, or null before submission. */
  outcome: string | null;
  /** Where the file stands: "submitted" until someone moves it. */
  milestone: LoanMilestone;
};

export const NOT_SUBMITTED_TO_MOVE =
  "This application has not been submitted yet, so it has no milestones to move.";
export const DECLINED_HAS_NO_MILESTONES = "This file is declined, so its milestones no longer move.";
export const NEEDS_APPROVAL =
  "A file reaches “Conditionally approved” and what follows once it is approved. Record an approval first.";
export const STALE_MILESTONE =
  "Someone moved this loan’s milestone while you were reading it. Reload the page to see where it stands now.";
export const alreadyAt = (milestone: LoanMilestone) =>
  `This file is already at “${LOAN_MILESTONE_LABELS[milestone]}”. Milestones only move forward; reload the page if someone moved it meanwhile.`;

/**
 * Why `to` may not be the file's milestone now, or null when it may (decision 092): only after
 * submission, never for a declined file, only forward (skipping is allowed: a file can go straight
 * from processing to underwriting's end). A step back is refused rather than undone: the tracker
 * has already told the applicant, and a mistake is for the lending system's record to correct. Past
 * underwriting, staff need an approval on the file; the lending system's own underwriting is its
 * word (decision 082), so its report is not held to this portal's decision.
 */
export function refusalToMove(file: MilestoneFile, to: LoanMilestone, by: MilestoneMover): string | null {
  if (!file.submitted) return NOT_SUBMITTED_TO_MOVE;
  if (file.declined) return DECLINED_HAS_NO_MILESTONES;
  if (milestoneRank(to) <= milestoneRank(file.milestone)) return alreadyAt(file.milestone);
  const approved = file.outcome === "approved" || file.outcome === "conditionallyApproved";
  if (by === "staff" && milestoneRank(to) >= milestoneRank("conditionallyApproved") && !approved)
    return NEEDS_APPROVAL;
  return null;
}

/**
 * The day each milestone was reached, from the moves in any order: a milestone skipped over is
 * reached by the move that passed it. Null for a milestone not yet reached.
 */
export function milestonesReached(
  moves: readonly { to: LoanMilestone; at: Date }[],
): Record<LoanMilestone, Date | null> {
  const sorted = [...moves].sort((a, b) => a.at.getTime() - b.at.getTime());
  const reached = Object.fromEntries(LOAN_MILESTONES.map((m) => [m, null])) as Record<
    LoanMilestone,
    Date | null
  >;
  for (const move of sorted)
    for (const m of LOAN_MILESTONES)
      if (milestoneRank(m) <= milestoneRank(move.to) && reached[m] === null) reached[m] = move.at;
  return reached;
}
