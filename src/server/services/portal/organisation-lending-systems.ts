import { asc, eq } from "drizzle-orm";
import { organisations } from "@/server/db/schema";
import { systemLabel } from "@/server/services/lending-system/deliver-loan-file";
import { actorHolding, type PipelineRequest } from "./applicant-reach";

/**
 * portal.lendingSystems.list (decision 105): each partner organisation with the lending system its
 * referred applications go to (null: the lender's setting), and that setting, for a lender
 * administrator.
 */
export async function organisationLendingSystems(ctx: PipelineRequest) {
  await actorHolding(ctx, "chooseLendingSystem");
  const partners = await ctx.deps.db
    .select({ id: organisations.id, name: organisations.name, lendingSystem: organisations.lendingSystem })
    .from(organisations)
    .where(eq(organisations.kind, "partner"))
    .orderBy(asc(organisations.name), asc(organisations.id));
  return {
    lenderSetting: { value: ctx.deps.lendingSystem, label: systemLabel(ctx.deps.lendingSystem) },
    organisations: partners.map((p) => ({ ...p, lendingSystem: p.lendingSystem ?? null })),
  };
}
