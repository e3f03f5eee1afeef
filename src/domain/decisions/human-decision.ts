import { z } from "zod";
import { type LoanMilestone, milestoneRank } from "../loan-milestones/loan-milestones";
import { textInput } from "../prequal/field-inputs";
import { DECLINE_REASONS } from "../pricing/eligibility";
import type { DecisionOutcome } from "./automated-decision";

/**
 * A person's decision on a submitted file (issue 22 item 2, decision 091): an underwriter approves,
 * approves with conditions, counters or declines; "referred" is the automated decision's alone (it
 * hands the file to a person). Each is a new immutable record superseding the current one.
 */
export const HUMAN_OUTCOMES = ["approved", "conditionallyApproved", "counteroffer", "declined"] as const;
export type HumanOutcome = (typeof HUMAN_OUTCOMES)[number];

/** How staff name each outcome (the portal's words; the applicant's are the tracker's). */
export const DECISION_OUTCOME_LABELS: Record<DecisionOutcome, string> = {
  approved: "Approved",
  conditionallyApproved: "Approved with conditions",
  referred: "Referred to an underwriter",
  counteroffer: "Counteroffer",
  declined: "Declined",
};

/** Reg B's model form lists up to four principal reasons; more dilutes the notice (comment 9(b)(2)-1). */
export const MOST_DECLINE_REASONS = 4;
export const COMMENT_MAX = 2000;

const outcomeAndReasons = z.object({
  outcome: z.enum(HUMAN_OUTCOMES),
  reasons: z.array(z.enum(DECLINE_REASONS)),
});
const outcomeAndReasonsParsed = (value: unknown) => outcomeAndReasons.safeParse(value).success;

export const decideInput = z
  .object({
    applicationId: z.uuid({ message: "Reload the page: we could not tell which application this is" }),
    /** The decision the underwriter read: another decision made since then is a stale edit. */
    supersedes: z.uuid({ message: "Reload the page: we could not tell which decision you read" }),
    outcome: z.enum(HUMAN_OUTCOMES, { message: "Choose the decision" }),
    comment: textInput("comment", {
      max: COMMENT_MAX,
      lines: "many",
      words: {
        empty: "Write a comment: it is kept with your decision as its reasoning.",
        tooLong: `Keep the comment to ${COMMENT_MAX} characters.`,
      },
    }),
    reasons: z
      .array(z.enum(DECLINE_REASONS, { message: "Choose reasons from the list" }))
      .max(MOST_DECLINE_REASONS, `Choose at most ${MOST_DECLINE_REASONS} principal reasons.`),
  })
  // Checked even while another field is wrong (`when`), so the form shows every sentence at once.
  .refine((d) => d.outcome !== "declined" || d.reasons.length > 0, {
    path: ["reasons"],
    message: "Choose the principal reasons for the decline: the applicant's notice states them.",
    when: (payload) => outcomeAndReasonsParsed(payload.value),
  })
  .refine((d) => d.outcome === "declined" || d.reasons.length === 0, {
    path: ["reasons"],
    message: "Principal reasons go with a decline only. Clear them, or choose Decline.",
    when: (payload) => outcomeAndReasonsParsed(payload.value),
  });
export type DecideRequest = z.infer<typeof decideInput>;

/** What the rules need to know of a file to let a person decide it. */
export type DecidableFile = {
  /** The current decision, or null before submission. */
  current: { id: string; outcome: DecisionOutcome } | null;
  declined: boolean;
  milestone: LoanMilestone | null;
};

export const NOT_SUBMITTED_TO_DECIDE =
  "This application has not been submitted yet, so there is no decision to make. It reaches underwriting when the applicant submits it.";
export const DECLINE_IS_FINAL =
  "This file is declined and its adverse-action notice was given, so its decision cannot change. The applicant may apply again.";
export const FUNDED_IS_FINAL = "This loan is funded, so its decision can no longer change.";
export const STALE_DECISION =
  "Someone recorded another decision on this file while you were reading it. Reload the page to see it, then decide again.";

/**
 * Why a person may not decide this file now, or null when they may (decision 091): only after
 * submission; never after a decline (its notice was given: reconsidering is a new application) or
 * once funded; and only over the decision they read. Any outcome may follow any other otherwise:
 * conditions that fail turn an approval into a decline, a countered applicant's answer into an
 * approval.
 */
export function refusalToDecide(file: DecidableFile, supersedes: string): string | null {
  if (!file.current) return NOT_SUBMITTED_TO_DECIDE;
  if (file.declined || file.current.outcome === "declined") return DECLINE_IS_FINAL;
  if (file.milestone && milestoneRank(file.milestone) >= milestoneRank("funded")) return FUNDED_IS_FINAL;
  if (file.current.id !== supersedes) return STALE_DECISION;
  return null;
}
