import { z } from "zod";
import { DECISION_OUTCOMES } from "@/domain/decisions/automated-decision";
import { decideInput } from "@/domain/decisions/human-decision";
import { LOAN_MILESTONES } from "@/domain/loan-milestones/loan-milestones";
import { loanFileInput } from "@/domain/portal/loan-file-inputs";
import { rolesHolding } from "@/domain/portal/portal-roles";
import { moveMilestoneInput } from "@/domain/portal/underwriting-inputs";
import { DECLINE_REASONS } from "@/domain/pricing/eligibility";
import type { PipelineRequest } from "@/server/services/portal/applicant-reach";
import { decideLoan } from "@/server/services/portal/decide-loan";
import { moveMilestone } from "@/server/services/portal/move-milestone";
import { referredQueue } from "@/server/services/portal/referred-queue";
import { underwritingView } from "@/server/services/portal/underwriting-view";
import type { Context } from "../context";
import { portalProcedure } from "../procedures";
import { router } from "../trpc";

async function pipelineRequest(ctx: Context & { staff: { id: string } }): Promise<PipelineRequest> {
  return { deps: await ctx.prequal(), actor: { id: ctx.staff.id }, address: ctx.address };
}

const underwritingOutput = z.object({
  decisions: z.array(
    z.object({
      id: z.string(),
      outcome: z.enum(DECISION_OUTCOMES),
      reasons: z.array(z.enum(DECLINE_REASONS)),
      comment: z.string().nullable(),
      decidedBy: z.string(),
      decidedAt: z.date(),
      supersedes: z.string().nullable(),
    }),
  ),
  currentDecisionId: z.string().nullable(),
  declined: z.boolean(),
  milestone: z.enum(LOAN_MILESTONES).nullable(),
  milestoneAt: z.date().nullable(),
  milestoneBy: z.string().nullable(),
  completedAt: z.date().nullable(),
  may: z.object({ decide: z.boolean(), moveMilestones: z.boolean() }),
});

const queueOutput = z.object({
  files: z.array(
    z.object({
      applicationId: z.string(),
      applicationNumber: z.string(),
      name: z.string(),
      product: z.enum(["heloc", "mortgage"]),
      organisationName: z.string().nullable(),
      completedAt: z.date(),
      referredAt: z.date(),
      dueOn: z.date(),
      daysLeft: z.number(),
      overdue: z.boolean(),
    }),
  ),
});

/**
 * portal.underwriting.* (issue 22 item 2, decisions 091 and 092): the referred queue, a loan file's
 * decision history and milestone, a person's decision, and a milestone moved.
 */
export const underwritingRouter = router({
  queue: portalProcedure(rolesHolding("decideLoans"))
    .output(queueOutput)
    .query(async ({ ctx }) => referredQueue(await pipelineRequest(ctx))),
  get: portalProcedure(rolesHolding("viewLoanFile"))
    .input(loanFileInput)
    .output(underwritingOutput)
    .query(async ({ ctx, input }) => underwritingView(await pipelineRequest(ctx), input)),
  decide: portalProcedure(rolesHolding("decideLoans"))
    .input(decideInput)
    .output(z.object({ decisionId: z.string(), outcome: z.enum(DECISION_OUTCOMES), decidedAt: z.date() }))
    .mutation(async ({ ctx, input }) => decideLoan(await pipelineRequest(ctx), input)),
  moveMilestone: portalProcedure(rolesHolding("moveMilestones"))
    .input(moveMilestoneInput)
    .output(z.object({ milestone: z.enum(LOAN_MILESTONES) }))
    .mutation(async ({ ctx, input }) => moveMilestone(await pipelineRequest(ctx), input)),
});
