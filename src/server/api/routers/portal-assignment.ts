import { z } from "zod";
import { assignFileInput, fileAssignmentInput } from "@/domain/portal/file-assignment";
import { rolesHolding } from "@/domain/portal/portal-roles";
import type { PipelineRequest } from "@/server/services/portal/applicant-reach";
import { assignFile } from "@/server/services/portal/assign-file";
import { fileAssignment } from "@/server/services/portal/file-assignment";
import type { Context } from "../context";
import { portalProcedure } from "../procedures";
import { router } from "../trpc";

async function pipelineRequest(ctx: Context & { staff: { id: string } }): Promise<PipelineRequest> {
  return { deps: await ctx.prequal(), actor: { id: ctx.staff.id }, address: ctx.address };
}

const assignee = z.object({ id: z.string().uuid(), name: z.string() }).nullable();
const assignees = z.object({ loanOfficer: assignee, processor: assignee });
const candidate = z.object({ id: z.string().uuid(), name: z.string(), nmlsId: z.string().nullable() });

/** portal.assignment.* (issue 22 item 6, decision 089): who works a file, and assigning it. */
export const assignmentRouter = router({
  get: portalProcedure(rolesHolding("viewLoanFile"))
    .input(fileAssignmentInput)
    .output(
      assignees.extend({
        mayAssign: z.boolean(),
        mayAssignProcessor: z.boolean(),
        candidates: z.object({ loanOfficers: z.array(candidate), processors: z.array(candidate) }),
      }),
    )
    .query(async ({ ctx, input }) => fileAssignment(await pipelineRequest(ctx), input)),
  assign: portalProcedure(rolesHolding("assignFiles"))
    .input(assignFileInput)
    .output(assignees)
    .mutation(async ({ ctx, input }) => assignFile(await pipelineRequest(ctx), input)),
});
