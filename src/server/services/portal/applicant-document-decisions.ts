import { and, eq, isNull } from "drizzle-orm";
import type { RequestDocumentRequest, WaiveDocumentRequest } from "@/domain/portal/pipeline-inputs";
import { documents } from "@/server/db/schema";
import { requestDocument, waiveDocument } from "@/server/services/documents/upload-requests";
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

/** Ask an applicant for a document (spec §3 upload request), with the reason they read. */
export async function requestApplicantDocument(ctx: PipelineRequest, input: RequestDocumentRequest) {
  await applicationInReach(ctx, input.applicationId, "manageDocuments");
  return asPortalRefusal(
    requestDocument(staffServiceDeps(ctx), {
      applicationId: input.applicationId,
      documentType: input.documentType,
      borrower: input.borrower,
      propertyId: input.propertyId,
      reason: input.reason,
      by: `staff:${ctx.actor.id}`,
    }),
  );
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
    const [file] = await tx
      .select({ id: documents.id, reviewedAt: documents.reviewedAt, documentType: documents.documentType })
      .from(documents)
      .where(
        and(
          eq(documents.id, input.documentId),
          eq(documents.applicationId, input.applicationId),
          isNull(documents.removedAt),
        ),
      )
      .for("update");
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
