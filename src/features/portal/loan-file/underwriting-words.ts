import { DECISION_OUTCOME_LABELS, type HumanOutcome } from "@/domain/decisions/human-decision";
import { PRINCIPAL_REASONS } from "@/domain/decisions/principal-reasons";
import { LOAN_MILESTONE_LABELS } from "@/domain/loan-milestones/loan-milestones";

/** The underwriting section's words (issue 22 item 2, decisions 091 and 092). */
export const UNDERWRITING_WORDS = {
  heading: "Underwriting",
  loading: "Loading the decisions…",
  historyHeading: "Decisions, newest first",
  outcome: DECISION_OUTCOME_LABELS,
  milestone: LOAN_MILESTONE_LABELS,
  reason: PRINCIPAL_REASONS,
  current: "Current",
  supersedes: "Supersedes the decision before it",
  by: (who: string, when: string) => `${who}, ${when}`,
  noDecision: "Not submitted yet: there is nothing to decide.",
  declinedFinal: "Declined: the adverse-action notice was given. The decision is final.",
  milestoneHeading: "Milestone",
  milestoneNow: (label: string) => `The loan is at “${label}”.`,
  milestoneSince: (who: string, when: string) => `Moved by ${who}, ${when}.`,
  moveTo: "Move the loan to",
  chooseMilestone: "Choose a milestone…",
  move: "Move the loan",
  moving: "Moving…",
  fundedNote: "“Funded” tells the applicant their funds were sent. Choose it only once funding is recorded.",
  decideHeading: "Decide",
  decision: "Decision",
  choices: {
    approved: "Approve",
    conditionallyApproved: "Approve with conditions",
    counteroffer: "Counteroffer",
    declined: "Decline",
  } satisfies Record<HumanOutcome, string>,
  counterofferHint:
    "State the terms you offer in the comment: the amount or line, the rate, and anything else that changes.",
  reasons: "Principal reasons (up to 4, most important first)",
  reasonsHint: "The applicant's adverse-action notice states these, in these words.",
  comment: "Comment",
  commentHint: "Your reasoning, kept with the decision. The applicant does not see it.",
  record: "Record the decision",
  recording: "Recording…",
  recorded: "Decision recorded.",
  moved: "Milestone moved.",
};
