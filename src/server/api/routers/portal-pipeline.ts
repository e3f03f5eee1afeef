import { z } from "zod";
import {
  addConditionInput,
  applicantDocumentsInput,
  markReviewedInput,
  pipelineExportInput,
  pipelineListInput,
  requestDocumentInput,
  waiveConditionInput,
  waiveDocumentInput,
} from "@/domain/portal/pipeline-inputs";
import { rolesHolding } from "@/domain/portal/portal-roles";
import {
  addApplicantCondition,
  waiveApplicantCondition,
} from "@/server/services/portal/applicant-condition-decisions";
import {
  markDocumentReviewed,
  requestApplicantDocument,
  waiveApplicantDocument,
} from "@/server/services/portal/applicant-document-decisions";
import { applicantDocuments } from "@/server/services/portal/applicant-documents";
import type { PipelineRequest } from "@/server/services/portal/applicant-reach";
import { exportPipeline } from "@/server/services/portal/export-pipeline";
import { listPipeline } from "@/server/services/portal/list-pipeline";
import type { Context } from "../context";
import { portalProcedure } from "../procedures";
import { router } from "../trpc";
import { applicantDocumentsOutput, pipelineExportOutput, pipelineListOutput } from "./portal-pipeline-output";

/** Roles come from the permission rows; the services check each application's organisation. */
const viewers = portalProcedure(rolesHolding("viewPipeline"));
const documentManagers = portalProcedure(rolesHolding("manageDocuments"));
const conditionManagers = portalProcedure(rolesHolding("manageConditions"));

async function pipelineRequest(ctx: Context & { staff: { id: string } }): Promise<PipelineRequest> {
  return { deps: await ctx.prequal(), actor: { id: ctx.staff.id }, address: ctx.address };
}

/** portal.pipeline.* (decision 040): the applications of the caller's reach. */
export const portalPipelineRouter = router({
  list: viewers
    .input(pipelineListInput)
    .output(pipelineListOutput)
    .query(async ({ ctx, input }) => listPipeline(await pipelineRequest(ctx), input)),
  export: viewers
    .input(pipelineExportInput)
    .output(pipelineExportOutput)
    .mutation(async ({ ctx, input }) => exportPipeline(await pipelineRequest(ctx), input)),
});

/** portal.applicantDocuments.* (decision 040): one applicant's checklist, files and conditions. */
export const applicantDocumentsRouter = router({
  get: viewers
    .input(applicantDocumentsInput)
    .output(applicantDocumentsOutput)
    .query(async ({ ctx, input }) => applicantDocuments(await pipelineRequest(ctx), input)),
  waive: documentManagers
    .input(waiveDocumentInput)
    .output(z.object({ uploadRequestId: z.string().uuid() }))
    .mutation(async ({ ctx, input }) => waiveApplicantDocument(await pipelineRequest(ctx), input)),
  request: documentManagers
    .input(requestDocumentInput)
    .output(z.object({ uploadRequestId: z.string().uuid() }))
    .mutation(async ({ ctx, input }) => requestApplicantDocument(await pipelineRequest(ctx), input)),
  markReviewed: documentManagers
    .input(markReviewedInput)
    .output(z.object({ reviewedAt: z.date() }))
    .mutation(async ({ ctx, input }) => markDocumentReviewed(await pipelineRequest(ctx), input)),
  addCondition: conditionManagers
    .input(addConditionInput)
    .output(z.object({ conditionId: z.string().uuid(), kind: z.enum(["document", "information", "email"]) }))
    .mutation(async ({ ctx, input }) =>
      addApplicantCondition({ ...(await pipelineRequest(ctx)), jobs: (await ctx.documents()).jobs }, input),
    ),
  waiveCondition: conditionManagers
    .input(waiveConditionInput)
    .output(z.object({ waived: z.literal(true) }))
    .mutation(async ({ ctx, input }) => waiveApplicantCondition(await pipelineRequest(ctx), input)),
});
