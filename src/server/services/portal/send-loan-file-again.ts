import { eq } from "drizzle-orm";
import { loanDeliveries } from "@/server/db/schema";
import { requestDelivery } from "@/server/services/lending-system/request-delivery";
import { applicationInReach, type PipelineRequest, staffServiceDeps } from "./applicant-reach";
import { PortalError } from "./portal-error";

export const NOTHING_TO_SEND =
  "This application has not been submitted, so there is nothing to send to the lending system yet.";

/**
 * portal.loanDelivery.sendAgain (decision 083): the file is sent again (an update when the loan
 * exists; a failed delivery starts afresh), by the job, never twice. Audited.
 */
export async function sendLoanFileAgain(ctx: PipelineRequest, input: { applicationId: string }) {
  const { actor, application } = await applicationInReach(ctx, input.applicationId, "manageLoanDelivery");
  const db = ctx.deps.db;
  const [delivery] = await db
    .select({ state: loanDeliveries.state })
    .from(loanDeliveries)
    .where(eq(loanDeliveries.applicationId, application.id));
  if (!delivery) throw new PortalError("BAD_REQUEST", NOTHING_TO_SEND);
  await requestDelivery(
    { db, jobs: ctx.deps.jobs, now: ctx.deps.now },
    application.id,
    application.lendingSystem,
  );
  await staffServiceDeps(ctx).audit(db, {
    actor: `staff:${actor.id}`,
    action: "application.loanFileSentAgain",
    subject: `application:${application.id}`,
    details: { from: delivery.state },
  });
  return { state: "waiting" as const };
}
