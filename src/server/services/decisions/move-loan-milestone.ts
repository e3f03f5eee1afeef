import { eq } from "drizzle-orm";
import {
  LOAN_MILESTONE_LABELS,
  type LoanMilestone,
  type MilestoneMover,
  refusalToMove,
  STALE_MILESTONE,
} from "@/domain/loan-milestones/loan-milestones";
import type { AuditEntry } from "@/server/audit/record-audit";
import type { Database } from "@/server/db/client";
import { applications } from "@/server/db/schema";
import { currentDecision } from "./current-decision";

export type MilestoneDependencies = {
  now: () => Date;
  audit: (db: Database, entry: AuditEntry) => Promise<void>;
};

/**
 * Within the caller's transaction, under the application's row lock: moves the loan to `to` when
 * the rules allow (decision 092), stamping when and by whom on the application and writing the
 * `application.loanMilestone` audit record the tracker dates the milestone by and the timeline
 * shows. Staff in the portal and the lending system's reports both move milestones through here.
 * Answers the refusal's sentence, or null once moved.
 */
export async function moveLoanMilestone(
  deps: MilestoneDependencies,
  tx: Database,
  move: {
    applicationId: string;
    to: LoanMilestone;
    by: MilestoneMover;
    actor: string;
    /** The milestone the mover read, when they read one: another since is a stale move. */
    expectedFrom?: LoanMilestone;
  },
): Promise<string | null> {
  const [locked] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, move.applicationId))
    .for("update");
  if (!locked) return null;
  const decision = await currentDecision(tx, move.applicationId);
  const from = locked.loanMilestone ?? "submitted";
  // A submitted file moved by someone else since the mover read it; before submission the rules answer.
  if (decision && move.expectedFrom && move.expectedFrom !== from) return STALE_MILESTONE;
  const refusal = refusalToMove(
    {
      submitted: Boolean(decision),
      declined: locked.declinedAt !== null,
      outcome: decision?.outcome ?? null,
      milestone: from,
    },
    move.to,
    move.by,
  );
  if (refusal) return refusal;
  const now = deps.now();
  await tx
    .update(applications)
    .set({ loanMilestone: move.to, loanMilestoneAt: now, loanMilestoneBy: move.actor, updatedAt: now })
    .where(eq(applications.id, move.applicationId));
  await deps.audit(tx, {
    actor: move.actor,
    action: "application.loanMilestone",
    subject: `application:${move.applicationId}`,
    details: { from, to: move.to, label: LOAN_MILESTONE_LABELS[move.to] },
  });
  return null;
}
