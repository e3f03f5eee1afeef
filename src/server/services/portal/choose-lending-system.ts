import { and, eq } from "drizzle-orm";
import type { ChooseLendingSystem } from "@/domain/portal/lending-system-choice";
import { organisations } from "@/server/db/schema";
import { actorHolding, type PipelineRequest, staffServiceDeps } from "./applicant-reach";
import { PortalError } from "./portal-error";

export const PARTNER_NOT_FOUND =
  "We couldn't find that partner organisation. Reload the page to see the list.";

/**
 * portal.lendingSystems.choose (decision 105): a lender administrator sets the lending system a
 * partner's referred applications are sent to (null: the lender's setting). Applications already
 * submitted keep the system stamped on them. Audited with what it was.
 */
export async function chooseLendingSystem(ctx: PipelineRequest, input: ChooseLendingSystem) {
  const actor = await actorHolding(ctx, "chooseLendingSystem");
  const deps = staffServiceDeps(ctx);
  return deps.db.transaction(async (tx) => {
    const [partner] = await tx
      .select({ id: organisations.id, lendingSystem: organisations.lendingSystem })
      .from(organisations)
      .where(and(eq(organisations.id, input.organisationId), eq(organisations.kind, "partner")))
      .for("update");
    if (!partner) throw new PortalError("NOT_FOUND", PARTNER_NOT_FOUND);
    await tx
      .update(organisations)
      .set({ lendingSystem: input.lendingSystem })
      .where(eq(organisations.id, partner.id));
    await deps.audit(tx, {
      actor: `staff:${actor.id}`,
      action: "organisation.lendingSystemChosen",
      subject: `organisation:${partner.id}`,
      details: { from: partner.lendingSystem ?? null, to: input.lendingSystem },
    });
    return { organisationId: partner.id, lendingSystem: input.lendingSystem };
  });
}
