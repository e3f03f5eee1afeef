import { and, eq, isNotNull } from "drizzle-orm";
import { milestoneRank } from "@/domain/loan-milestones/loan-milestones";
import type { LosLoanStatus } from "@/domain/ports/loan-system-export";
import type { LoanSystems } from "@/integrations/lending-system";
import type { AuditEntry } from "@/server/audit/record-audit";
import type { Database } from "@/server/db/client";
import { applications, conditions, loanDeliveries } from "@/server/db/schema";
import type { JobQueue } from "@/server/jobs/job-queue";
import { moveLoanMilestone } from "../decisions/move-loan-milestone";
import { schedulePoll } from "./deliver-loan-file";

export type LoanStatusDependencies = {
  db: Database;
  loanSystems: LoanSystems;
  jobs: JobQueue;
  now: () => Date;
  audit: (db: Database, entry: AuditEntry) => Promise<void>;
};

/** Decision 082: the condition code whose text is the underwriter's own. */
export const LOS_CONDITION_CODE = 110;

/**
 * Makes the lending system's word the application's (decision 082), in one transaction: the
 * milestone reached, moved on the application as staff move it (decision 092, so the tracker and
 * the timeline date it); a conditional approval or anything past it
 * sets `encompassConditionallyApproved` (spec §3, §4: the applicant is sent to the submitted
 * screen); each condition the underwriter set becomes a condition on the application, once, under
 * the system's own id, and is cleared when the system clears it.
 */
export async function applyLoanStatus(
  deps: LoanStatusDependencies,
  delivery: typeof loanDeliveries.$inferSelect,
  status: LosLoanStatus,
) {
  const now = deps.now();
  const actor = `lendingSystem:${delivery.system}`;
  await deps.db.transaction(async (tx) => {
    const moved = status.milestone !== null && status.milestone !== delivery.milestone;
    await tx
      .update(loanDeliveries)
      .set({ statusReadAt: now, ...(moved ? { milestone: status.milestone } : {}) })
      .where(eq(loanDeliveries.applicationId, delivery.applicationId));
    // The application's milestone moves as staff move it, never backwards (decision 092): a report
    // behind what staff recorded, or on a declined file, leaves it where it is.
    if (moved && status.milestone)
      await moveLoanMilestone(deps, tx, {
        applicationId: delivery.applicationId,
        to: status.milestone,
        by: "lendingSystem",
        actor,
      });
    if (status.milestone && milestoneRank(status.milestone) >= milestoneRank("conditionallyApproved"))
      await tx
        .update(applications)
        .set({ encompassConditionallyApproved: true, updatedAt: now })
        .where(
          and(
            eq(applications.id, delivery.applicationId),
            eq(applications.encompassConditionallyApproved, false),
          ),
        );
    for (const condition of status.conditions) {
      await tx
        .insert(conditions)
        .values({
          applicationId: delivery.applicationId,
          code: LOS_CONDITION_CODE,
          kind: "information",
          informationKind: "long_text",
          text: condition.title.slice(0, 1000),
          createdBy: actor,
          losConditionId: condition.id,
        })
        .onConflictDoNothing({ target: [conditions.applicationId, conditions.losConditionId] });
      if (condition.cleared)
        await tx
          .update(conditions)
          .set({ status: "cleared", clearedAt: now, clearedBy: actor })
          .where(
            and(
              eq(conditions.applicationId, delivery.applicationId),
              eq(conditions.losConditionId, condition.id),
              eq(conditions.status, "open"),
            ),
          );
    }
  });
}

/**
 * The `loan.status` job (decision 082): reads the loan's milestone and conditions from its
 * lending system and applies them; sent by a webhook and by the reconciliation poll, which asks
 * again every few minutes until the loan is funded. A system that cannot be reached fails the job,
 * which pg-boss retries.
 */
export async function readLoanStatus(deps: LoanStatusDependencies, applicationId: string): Promise<void> {
  const [delivery] = await deps.db
    .select()
    .from(loanDeliveries)
    .where(and(eq(loanDeliveries.applicationId, applicationId), isNotNull(loanDeliveries.losLoanId)));
  if (!delivery?.losLoanId) return;
  const los = deps.loanSystems.of(delivery.system);
  const status = await los.loanStatus({
    loanId: delivery.losLoanId,
    loanNumber: delivery.losLoanNumber ?? "",
  });
  await applyLoanStatus(deps, delivery, status);
  if (status.milestone !== "funded") await schedulePoll(deps, applicationId, delivery.system);
}
