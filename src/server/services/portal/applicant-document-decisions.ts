import { eq } from "drizzle-orm";
import { uploadRequestRefusal } from "@/domain/messages/file-openness";
import type { RequestDocumentRequest, WaiveDocumentRequest } from "@/domain/portal/pipeline-inputs";
import { documents } from "@/server/db/schema";
import { lockLiveDocument } from "@/server/services/documents/lock-live-document";
import { requestDocument, waiveDocument } from "@/server/services/documents/upload-requests";
import { fileStateOf } from "@/server/services/messages/file-state";
import {
  applicationInReach,
  asPortalRefusal,
  type PipelineRequest,
  staffServiceDeps,
} from "./applicant-reach";
import { PortalError } from "./portal-error";

const FILE_NOT_FOUND =
  "We could not find that file on this applicant’s checklist. Reload the page to see their documents.";

/** Waive a line of an applicant's checklist (spec §4 shouldSkip), by a staff member of its reach. */
export async function waiveApplicantDocument(ctx: PipelineRequest, input: WaiveDocumentRequest) {
  await applicationInReach(ctx, input.applicationId, "manageDocuments");
  return asPortalRefusal(
    waiveDocument(staffServiceDeps(ctx), {
      applicationId: input.applicationId,
      documentType: input.documentType,
      borrower: input.borrower,
      propertyId: input.propertyId,
      by: `staff:${ctx.actor.id}`,
    }),
  );
}

/**
 * Ask an applicant for a document (spec §3 upload request), with the reason they read on their
 * checklist; the `request.mail` job tells them something is needed (decision 097). A declined or
 * withdrawn file takes no request.
 */
export async function requestApplicantDocument(ctx: PipelineRequest, input: RequestDocumentRequest) {
  await applicationInReach(ctx, input.applicationId, "manageDocuments");
  const state = await fileStateOf(ctx.deps.db, input.applicationId);
  const refusal = state && uploadRequestRefusal(state);
  if (refusal) throw new PortalError("CONFLICT", refusal);
  const requested = await asPortalRefusal(
    requestDocument(staffServiceDeps(ctx), {
      applicationId: input.applicationId,
      documentType: input.documentType,
      borrower: input.borrower,
      propertyId: input.propertyId,
      reason: input.reason,
      by: `staff:${ctx.actor.id}`,
    }),
  );
  await ctx.deps.jobs.send("request.mail", requested, { singletonKey: requested.uploadRequestId });
  return requested;
}

/**
 * Mark a file reviewed (decision 032: from then on the applicant cannot remove it). Marking it
 * again changes nothing and keeps the first review's time.
 */
export async function markDocumentReviewed(
  ctx: PipelineRequest,
  input: { applicationId: string; documentId: string },
) {
  await applicationInReach(ctx, input.applicationId, "manageDocuments");
  const { db, now } = ctx.deps;
  return db.transaction(async (tx) => {
    const file = await lockLiveDocument(tx, input);
    if (!file) throw new PortalError("NOT_FOUND", FILE_NOT_FOUND);
    if (file.reviewedAt) return { reviewedAt: file.reviewedAt };
    const reviewedAt = now();
    await tx.update(documents).set({ reviewedAt }).where(eq(documents.id, file.id));
    await staffServiceDeps(ctx).audit(tx, {
      actor: `staff:${ctx.actor.id}`,
      action: "document.reviewed",
      subject: `document:${file.id}`,
      details: { applicationId: input.applicationId, documentType: file.documentType },
    });
    return { reviewedAt };
  });
}
