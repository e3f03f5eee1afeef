import { and, asc, eq, ne } from "drizzle-orm";
import type { DecisionDerivation, DecisionOutcome } from "@/domain/decisions/automated-decision";
import {
  MILESTONE_LEAVING_STATUS,
  MILESTONES,
  type Milestone,
  OUTCOME_WORDS,
} from "@/domain/decisions/submission-tracker";
import { auditEvents, conditions } from "@/server/db/schema";
import type { ApplicationContext } from "@/server/services/application/application-context";
import { instructionOf } from "./disbursement-instruction";
import { storedDecision } from "./submit-application";

const WHO_WORDS = { main: "You", coborrower: "Your coborrower" } as const;

/** When the application's status left each closing status (its `application.statusChanged` records). */
async function statusLeftAt(ctx: ApplicationContext): Promise<Map<string, Date>> {
  const rows = await ctx.deps.db
    .select({ details: auditEvents.details, occurredAt: auditEvents.occurredAt })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.subject, `application:${ctx.application.id}`),
        eq(auditEvents.action, "application.statusChanged"),
      ),
    )
    .orderBy(asc(auditEvents.occurredAt));
  const left = new Map<string, Date>();
  for (const row of rows) {
    const from = (row.details as { from?: string | null }).from;
    if (from && !left.has(from)) left.set(from, row.occurredAt);
  }
  return left;
}

/**
 * submission.status: what the submitted screen and the tracker show. Before submission, only that
 * it is not submitted; afterwards the outcome in plain words, the derivation, the conditions still
 * open and whom they ask, the milestones with their dates, and what happens next.
 */
export async function submissionStatus(ctx: ApplicationContext) {
  const { deps, application } = ctx;
  const decision = await storedDecision(deps.db, application.id);
  const left = await statusLeftAt(ctx);
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
