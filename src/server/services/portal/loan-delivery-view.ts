import { desc, eq } from "drizzle-orm";
import { holds } from "@/domain/portal/portal-roles";
import { loanDeliveries, loanDeliveryAttempts } from "@/server/db/schema";
import { systemLabel } from "@/server/services/lending-system/deliver-loan-file";
import { applicationInReach, type PipelineRequest } from "./applicant-reach";

/** Tries shown: enough to see a pattern of failures. */
const ATTEMPTS_SHOWN = 5;

/**
 * portal.loanDelivery.get (decision 083): the application's delivery to its lending system, for
 * staff who see the application: its state (not sent yet, waiting, sent, accepted with the LOS loan
 * number, failed with the reason), the lending system's last milestone, the latest tries, and
 * whether the caller may send it again and download the file.
 */
export async function loanDeliveryView(ctx: PipelineRequest, input: { applicationId: string }) {
  const { actor, application } = await applicationInReach(ctx, input.applicationId, "viewPipeline");
  const db = ctx.deps.db;
  const [delivery] = await db
    .select()
    .from(loanDeliveries)
    .where(eq(loanDeliveries.applicationId, application.id));
  const attempts = await db
    .select()
    .from(loanDeliveryAttempts)
    .where(eq(loanDeliveryAttempts.applicationId, application.id))
    .orderBy(desc(loanDeliveryAttempts.startedAt), desc(loanDeliveryAttempts.id))
    .limit(ATTEMPTS_SHOWN);
  return {
    lendingSystem: systemLabel(application.lendingSystem),
    state: delivery?.state ?? ("notSent" as const),
    losLoanNumber: delivery?.losLoanNumber ?? null,
    failureReason: delivery?.failureReason ?? null,
    milestone: delivery?.milestone ?? null,
    updatePending: Boolean(
      delivery && delivery.sentVersion > 0 && delivery.requestedVersion > delivery.sentVersion,
    ),
    attempts: attempts.map((a) => ({
      startedAt: a.startedAt,
      action: a.action,
      outcome: a.outcome,
      detail: a.detail,
    })),
    may: {
      // Before submission there is nothing to send.
      sendAgain: holds(actor, "manageLoanDelivery") && Boolean(delivery),
      download: holds(actor, "manageLoanDelivery"),
    },
  };
}
