import { loanFileInput, revealNumberInput } from "@/domain/portal/loan-file-inputs";
import { rolesHolding } from "@/domain/portal/portal-roles";
import type { PipelineRequest } from "@/server/services/portal/applicant-reach";
import { loanFile } from "@/server/services/portal/loan-file";
import { revealSensitiveNumber } from "@/server/services/portal/reveal-sensitive-number";
import type { Context } from "../context";
import { portalProcedure } from "../procedures";
import { router } from "../trpc";
import { loanFileOutput, revealNumberOutput } from "./portal-loan-file-output";

async function pipelineRequest(ctx: Context & { staff: { id: string } }): Promise<PipelineRequest> {
  return { deps: await ctx.prequal(), actor: { id: ctx.staff.id }, address: ctx.address };
}

/** portal.loanFile.* (issue 22 item 1, decisions 084 and 085): the whole loan, and a number revealed with a reason. */
export const loanFileRouter = router({
  get: portalProcedure(rolesHolding("viewLoanFile"))
    .input(loanFileInput)
    .output(loanFileOutput)
    .query(async ({ ctx, input }) => loanFile(await pipelineRequest(ctx), input)),
  revealNumber: portalProcedure(rolesHolding("revealSensitiveNumbers"))
    .input(revealNumberInput)
    .output(revealNumberOutput)
    .mutation(async ({ ctx, input }) => revealSensitiveNumber(await pipelineRequest(ctx), input)),
});
