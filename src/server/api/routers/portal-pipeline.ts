import { z } from "zod";
import { CONDITION_STATUSES } from "@/domain/conditions/condition-states";
import {
  clearConditionInput,
  editConditionInput,
  reopenConditionInput,
  sendBackConditionInput,
  waiveConditionInput,
} from "@/domain/portal/condition-inputs";
import {
  addConditionInput,
  applicantDocumentsInput,
  markReviewedInput,
  pipelineExportInput,
  pipelineListInput,
  requestDocumentInput,
  waiveDocumentInput,
} from "@/domain/portal/pipeline-inputs";
import { rolesHolding } from "@/domain/portal/portal-roles";
import { addApplicantCondition } from "@/server/services/portal/add-applicant-condition";
import {
  markDocumentReviewed,
  requestApplicantDocument,
  waiveApplicantDocument,
} from "@/server/services/portal/applicant-document-decisions";
import { applicantDocuments } from "@/server/services/portal/applicant-documents";
import type { PipelineRequest } from "@/server/services/portal/applicant-reach";
import { clearCondition } from "@/server/services/portal/clear-condition";
import { editCondition } from "@/server/services/portal/edit-condition";
import { exportPipeline } from "@/server/services/portal/export-pipeline";
import { listPipeline } from "@/server/services/portal/list-pipeline";
import { reopenCondition } from "@/server/services/portal/reopen-condition";
import { sendBackConditionFile } from "@/server/services/portal/send-back-condition-file";
import { waiveCondition } from "@/server/services/portal/waive-condition";
import type { Context } from "../context";
import { portalProcedure } from "../procedures";
import { router } from "../trpc";
import { applicantDocumentsOutput, pipelineExportOutput, pipelineListOutput } from "./portal-pipeline-output";

/** Roles come from the permission rows; the services check each application's organisation. */
const viewers = portalProcedure(rolesHolding("viewPipeline"));
const documentManagers = portalProcedure(rolesHolding("manageDocuments"));
const conditionManagers = portalProcedure(rolesHolding("manageConditions"));
const conditionReviewers = portalProcedure(rolesHolding("reviewConditions"));
/** What a condition change answers: where it stands now, and the version the next change names. */
const changedCondition = z.object({
  conditionId: z.string().uuid(),
  status: z.enum(CONDITION_STATUSES),
  version: z.number().int(),
});

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
  editCondition: conditionManagers
    .input(editConditionInput)
    .output(changedCondition)
    .mutation(async ({ ctx, input }) => editCondition(await pipelineRequest(ctx), input)),
  clearCondition: conditionReviewers
    .input(clearConditionInput)
    .output(changedCondition)
    .mutation(async ({ ctx, input }) => clearCondition(await pipelineRequest(ctx), input)),
  sendBackConditionFile: conditionReviewers
    .input(sendBackConditionInput)
    .output(changedCondition)
    .mutation(async ({ ctx, input }) => sendBackConditionFile(await pipelineRequest(ctx), input)),
  waiveCondition: conditionReviewers
    .input(waiveConditionInput)
    .output(changedCondition)
    .mutation(async ({ ctx, input }) => waiveCondition(await pipelineRequest(ctx), input)),
  reopenCondition: conditionReviewers
    .input(reopenConditionInput)
    .output(changedCondition)
    .mutation(async ({ ctx, input }) => reopenCondition(await pipelineRequest(ctx), input)),
});
