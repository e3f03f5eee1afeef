import { eq } from "drizzle-orm";
import { documentType, isPropertyDocument } from "@/domain/documents/document-types";
import type { DOCUMENT_BORROWERS } from "@/server/db/documents-schema";
import { applications, uploadRequests } from "@/server/db/schema";
import { ApplicationError } from "@/server/services/application/application-error";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";

export type LenderRequest = {
  applicationId: string;
  documentType: string;
  /** A borrower document's borrower (the main borrower when absent). */
  borrower?: (typeof DOCUMENT_BORROWERS)[number];
  /** A property document's property (every property when absent, spec §3). */
  propertyId?: string;
  /** What the applicant reads: "We need one more month of statements." */
  reason?: string;
  /** The audit actor asking (`staff:<id>`, `system` for the automated decision). */
  by: string;
};

type Dependencies = Pick<PrequalDependencies, "db" | "now" | "audit">;

async function fileRequest(deps: Dependencies, request: LenderRequest, shouldSkip: boolean) {
  const entry = documentType(request.documentType);
  if (!entry) throw new ApplicationError("BAD_REQUEST", `There is no document type ${request.documentType}.`);
  const property = isPropertyDocument(request.documentType);
  if (!property && request.propertyId)
    throw new ApplicationError("BAD_REQUEST", `${entry.label} belongs to a borrower, not a property.`);
  if (property && request.borrower)
    throw new ApplicationError("BAD_REQUEST", `${entry.label} belongs to a property, not a borrower.`);
  return deps.db.transaction(async (tx) => {
    const [application] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, request.applicationId));
    if (!application) throw new ApplicationError("NOT_FOUND", "There is no such application.");
    const [row] = await tx
      .insert(uploadRequests)
      .values({
        applicationId: request.applicationId,
        documentType: request.documentType,
        borrower: property ? null : (request.borrower ?? "main"),
        propertyId: request.propertyId ?? null,
        shouldSkip,
        reason: request.reason ?? null,
        requestedBy: request.by,
        // The latest request of a line wins: its time is the service's clock, not the statement's.
        createdAt: deps.now(),
      })
      .returning({ id: uploadRequests.id });
    if (!row) throw new Error("the upload request was not recorded");
    await deps.audit(tx, {
      actor: request.by,
      action: shouldSkip ? "document.waived" : "document.requested",
      subject: `application:${request.applicationId}`,
      details: {
        uploadRequestId: row.id,
        documentType: request.documentType,
        borrower: property ? null : (request.borrower ?? "main"),
        propertyId: request.propertyId ?? null,
      },
    });
    return { uploadRequestId: row.id };
  });
}

/** Spec §3 upload request: the lender asks for a document, or asks again for one it waived. */
export const requestDocument = (deps: Dependencies, request: LenderRequest) =>
  fileRequest(deps, request, false);

/** Spec §4 shouldSkip: the lender waives a line; the checklist shows it as not needed. */
export const waiveDocument = (deps: Dependencies, request: LenderRequest) => fileRequest(deps, request, true);
