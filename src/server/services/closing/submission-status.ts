import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { DecisionDerivation, DecisionOutcome } from "@/domain/decisions/automated-decision";
import {
  MILESTONE_LEAVING_STATUS,
  MILESTONES,
  type Milestone,
  OUTCOME_WORDS,
} from "@/domain/decisions/submission-tracker";
import {
  LOAN_MILESTONES,
  type LoanMilestone,
  milestonesReached,
} from "@/domain/loan-milestones/loan-milestones";
import { auditEvents, conditions } from "@/server/db/schema";
import type { ApplicationContext } from "@/server/services/application/application-context";
import { currentDecision } from "@/server/services/decisions/current-decision";
import { instructionOf } from "./disbursement-instruction";

const WHO_WORDS = { main: "You", coborrower: "Your coborrower" } as const;

/**
 * When the application's status left each closing status (its `application.statusChanged` records)
 * and when the loan reached each milestone (its `application.loanMilestone` records, decision 092).
 */
async function trackerDates(ctx: ApplicationContext) {
  const rows = await ctx.deps.db
    .select({ action: auditEvents.action, details: auditEvents.details, occurredAt: auditEvents.occurredAt })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.subject, `application:${ctx.application.id}`),
        inArray(auditEvents.action, ["application.statusChanged", "application.loanMilestone"]),
      ),
    )
    .orderBy(asc(auditEvents.occurredAt));
  const left = new Map<string, Date>();
  const moves: { to: LoanMilestone; at: Date }[] = [];
  for (const row of rows) {
    const { from, to } = row.details as { from?: string | null; to?: string | null };
    if (row.action === "application.loanMilestone") {
      const milestone = LOAN_MILESTONES.find((m) => m === to);
      if (milestone) moves.push({ to: milestone, at: row.occurredAt });
    } else if (from && !left.has(from)) left.set(from, row.occurredAt);
  }
  return { left, reached: milestonesReached(moves) };
}

const LOAN_MILESTONE_OF: Partial<Record<Milestone, LoanMilestone>> = {
  processing: "processing",
  underwriting: "underwriting",
  conditionallyApproved: "conditionallyApproved",
  clearToClose: "clearToClose",
  closing: "closing",
  funds: "funded",
};

/**
 * submission.status: what the submitted screen and the tracker show. Before submission, only that
 * it is not submitted; afterwards the outcome in plain words, the derivation, the conditions still
 * open and whom they ask, the milestones with their dates, and what happens next.
 */
export async function submissionStatus(ctx: ApplicationContext) {
  const { deps, application } = ctx;
  const decision = await currentDecision(deps.db, application.id);
  const { left, reached } = await trackerDates(ctx);
  const open = await deps.db
    .select()
    .from(conditions)
    .where(
      and(
        eq(conditions.applicationId, application.id),
        eq(conditions.status, "open"),
        // The loan team's own conditions ask nothing of the applicant (decision 095).
        ne(conditions.owner, "loanTeam"),
      ),
    )
    .orderBy(asc(conditions.createdAt), asc(conditions.code));
  const dateOf = (m: Milestone): Date | null => {
    if (m === "applicationTaken") return application.applicationCompletedAt;
    if (m === "submitted" || m === "decision") return decision?.decidedAt ?? null;
    const loanMilestone = LOAN_MILESTONE_OF[m];
    if (loanMilestone) return reached[loanMilestone];
    const status = MILESTONE_LEAVING_STATUS[m];
    return status ? (left.get(status) ?? null) : null;
  };
  const outcome = (decision?.outcome ?? null) as DecisionOutcome | null;
  // Submitting follows the saved bank account (decision 043): before it, the screen sends back there.
  const instructed = Boolean(await instructionOf(deps.db, application.id));
  return {
    submitted: Boolean(decision),
    canSubmit: !decision && !application.declinedAt && instructed,
    outcome,
    headline: outcome ? OUTCOME_WORDS[outcome].headline : null,
    next: outcome ? OUTCOME_WORDS[outcome].next : null,
    derivation: (decision?.derivation ?? null) as DecisionDerivation | null,
    conditions: open.map((c) => ({
      id: c.id,
      code: c.code,
      kind: c.kind,
      text: c.text,
      // A condition for the application as a whole is the main borrower's to answer.
      fromWhom: WHO_WORDS[c.borrower === "coborrower" ? "coborrower" : "main"],
    })),
    milestones: MILESTONES.map((key) => ({ key, at: dateOf(key) })),
    noticeAvailable: outcome === "declined",
  };
}
