import type { MoveMilestoneRequest } from "@/domain/portal/underwriting-inputs";
import { moveLoanMilestone } from "@/server/services/decisions/move-loan-milestone";
import { sendChangesToLendingSystem } from "@/server/services/lending-system/send-changes";
import { applicationInReach, type PipelineRequest, staffServiceDeps } from "./applicant-reach";
import { PortalError } from "./portal-error";

/**
 * portal.underwriting.moveMilestone (issue 22 item 2, decision 092): a staff member moves the loan
 * forward from the milestone they read (another move meanwhile is a stale edit: 409 asking to
 * reload). "Funded" is what sets the applicant's "Funds sent".
 */
export async function moveMilestone(ctx: PipelineRequest, input: MoveMilestoneRequest) {
  const { actor, application } = await applicationInReach(ctx, input.applicationId, "moveMilestones");
  const deps = staffServiceDeps(ctx);
  await ctx.deps.db.transaction(async (tx) => {
    const refusal = await moveLoanMilestone(deps, tx, {
      applicationId: application.id,
      to: input.to,
      by: "staff",
      actor: `staff:${actor.id}`,
      expectedFrom: input.from,
    });
    if (refusal) throw new PortalError("CONFLICT", refusal);
  });
  await sendChangesToLendingSystem(ctx.deps, application.id);
  return { milestone: input.to };
}
