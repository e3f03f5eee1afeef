import { z } from "zod";
import { LOAN_FILE_GROUPS } from "@/domain/loan-file/left-out";
import { LOAN_MILESTONES } from "@/domain/loan-milestones/loan-milestones";
import { applicantDocumentsInput } from "@/domain/portal/pipeline-inputs";
import { rolesHolding } from "@/domain/portal/portal-roles";
import { ATTEMPT_OUTCOMES, DELIVERY_ACTIONS } from "@/server/db/lending-system-schema";
import { downloadLoanFile } from "@/server/services/portal/download-loan-file";
import { loanDeliveryView } from "@/server/services/portal/loan-delivery-view";
import { loanFileReportOf } from "@/server/services/portal/loan-file-report";
import { sendLoanFileAgain } from "@/server/services/portal/send-loan-file-again";
import type { Context } from "../context";
import { portalProcedure } from "../procedures";
import { router } from "../trpc";

const viewers = portalProcedure(rolesHolding("viewPipeline"));
const deliveryManagers = portalProcedure(rolesHolding("manageLoanDelivery"));

async function pipelineRequest(ctx: Context & { staff: { id: string } }) {
  return { deps: await ctx.prequal(), actor: { id: ctx.staff.id }, address: ctx.address };
}

const loanDeliveryOutput = z.object({
  lendingSystem: z.string(),
  state: z.enum(["notSent", "waiting", "sent", "accepted", "failed"]),
  losLoanNumber: z.string().nullable(),
  failureReason: z.string().nullable(),
  milestone: z.enum(LOAN_MILESTONES).nullable(),
  updatePending: z.boolean(),
  attempts: z.array(
    z.object({
      startedAt: z.date(),
      action: z.enum(DELIVERY_ACTIONS).nullable(),
      outcome: z.enum(ATTEMPT_OUTCOMES).nullable(),
      detail: z.string().nullable(),
    }),
  ),
  may: z.object({ sendAgain: z.boolean(), download: z.boolean() }),
});

const counted = z.object({ count: z.number().int() });
const loanFileReportOutput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("none"), reasons: z.array(z.string()) }),
  z.object({
    kind: z.literal("report"),
    groups: z.array(
      z.object({
        group: z.enum(LOAN_FILE_GROUPS),
        records: z.array(counted.extend({ element: z.string() })),
        fields: z.array(counted.extend({ name: z.string() })),
        leftOut: z.array(z.object({ field: z.string(), reason: z.string() })),
      }),
    ),
  }),
]);

/** portal.loanDelivery.* (decision 083): an application's delivery to its lending system. */
export const loanDeliveryRouter = router({
  get: viewers
    .input(applicantDocumentsInput)
    .output(loanDeliveryOutput)
    .query(async ({ ctx, input }) => loanDeliveryView(await pipelineRequest(ctx), input)),
  report: viewers
    .input(applicantDocumentsInput)
    .output(loanFileReportOutput)
    .query(async ({ ctx, input }) => loanFileReportOf(await pipelineRequest(ctx), input)),
  sendAgain: deliveryManagers
    .input(applicantDocumentsInput)
    .output(z.object({ state: z.literal("waiting") }))
    .mutation(async ({ ctx, input }) => sendLoanFileAgain(await pipelineRequest(ctx), input)),
  download: deliveryManagers
    .input(applicantDocumentsInput)
    .output(z.object({ fileName: z.string(), xml: z.string(), leftOut: z.array(z.string()) }))
    .mutation(async ({ ctx, input }) => downloadLoanFile(await pipelineRequest(ctx), input)),
});
