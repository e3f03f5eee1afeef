import { z } from "zod";
import { chooseLendingSystemInput, LENDING_SYSTEM_VALUES } from "@/domain/portal/lending-system-choice";
import { rolesHolding } from "@/domain/portal/portal-roles";
import { chooseLendingSystem } from "@/server/services/portal/choose-lending-system";
import { organisationLendingSystems } from "@/server/services/portal/organisation-lending-systems";
import type { Context } from "../context";
import { portalProcedure } from "../procedures";
import { router } from "../trpc";

const choosers = portalProcedure(rolesHolding("chooseLendingSystem"));
const system = z.enum(LENDING_SYSTEM_VALUES);

async function pipelineRequest(ctx: Context & { staff: { id: string } }) {
  return { deps: await ctx.prequal(), actor: { id: ctx.staff.id }, address: ctx.address };
}

/** portal.lendingSystems.* (decision 105): the lending system of each partner organisation. */
export const lendingSystemsRouter = router({
  list: choosers
    .output(
      z.object({
        lenderSetting: z.object({ value: system, label: z.string() }),
        organisations: z.array(
          z.object({ id: z.string(), name: z.string(), lendingSystem: system.nullable() }),
        ),
      }),
    )
    .query(async ({ ctx }) => organisationLendingSystems(await pipelineRequest(ctx))),
  choose: choosers
    .input(chooseLendingSystemInput)
    .output(z.object({ organisationId: z.string(), lendingSystem: system.nullable() }))
    .mutation(async ({ ctx, input }) => chooseLendingSystem(await pipelineRequest(ctx), input)),
});
