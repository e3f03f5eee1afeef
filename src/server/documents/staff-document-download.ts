import { and, eq, isNull } from "drizzle-orm";
import { callerSession } from "@/server/api/caller-session";
import { clientAddress } from "@/server/auth/client-address";
import { applications, documents } from "@/server/db/schema";
import { reaches } from "@/server/services/portal/applicant-reach";
import { PortalError } from "@/server/services/portal/portal-error";
import { loadActor } from "@/server/services/portal/staff-access";
import { storedFileResponse } from "./stored-file-response";
import type { UploadDependencies } from "./upload-dependencies";
import { refusal, textAnswer } from "./upload-refusals";

export const PORTAL_DOCUMENTS_PATH = "/api/portal-documents/";

const DOWNLOAD_PATH =
  /^\/api\/portal-documents\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/file$/;

const STAFF_SIGN_IN = "Your portal session has ended. Sign in to the portal again to download this file.";
const NOT_IN_REACH = "There is no file here among your organisation’s applicants.";

/** The signed-in, active staff member calling, or null. */
async function callerStaff(request: Request, deps: Pick<UploadDependencies, "auth" | "prequal">) {
  const session = await callerSession(request.headers, "portal", await deps.auth());
  if (!session) return null;
  const { db } = await deps.prequal();
  return loadActor(db, session.userId).catch((error: unknown) => {
    if (error instanceof PortalError) return null;
    throw error;
  });
}

/**
 * GET /api/portal-documents/<id>/file (decision 040): a staff member downloads an applicant's file,
 * only of an application their `viewPipeline` reaches; anything else (another organisation's, a
 * removed or missing file, a malformed id) is the same 404. Served with the applicant download's
 * headers (attachment, nosniff, no-store, sandbox CSP), and each download is audited: who read
 * whose file, from where.
 */
export function createStaffDocumentDownload(deps: Pick<UploadDependencies, "auth" | "prequal" | "storage">) {
  return async function download(request: Request): Promise<Response> {
    if (request.method.toUpperCase() !== "GET") return refusal("method", { Allow: "GET" });
    const staff = await callerStaff(request, deps);
    if (!staff) return textAnswer(401, STAFF_SIGN_IN);
    const documentId = DOWNLOAD_PATH.exec(new URL(request.url).pathname)?.[1];
    if (!documentId) return textAnswer(404, NOT_IN_REACH);
    const prequal = await deps.prequal();
    const [found] = await prequal.db
      .select({ doc: documents, organisationId: applications.organisationId })
      .from(documents)
      .innerJoin(applications, eq(applications.id, documents.applicationId))
      .where(and(eq(documents.id, documentId), isNull(documents.removedAt)))
      .limit(1);
    if (!found || !reaches(staff, "viewPipeline", found.organisationId)) return textAnswer(404, NOT_IN_REACH);
    const { doc } = found;
    if (doc.status !== "ready") return refusal("stillProcessing", { "Retry-After": "5" });
    const stored = await deps.storage.get(doc.storageKey);
    if (!stored) return textAnswer(404, NOT_IN_REACH);
    await prequal.audit(prequal.db, {
      actor: `staff:${staff.id}`,
      action: "document.downloadedByStaff",
      subject: `document:${doc.id}`,
      details: { applicationId: doc.applicationId, documentType: doc.documentType },
      address: clientAddress(request.headers),
    });
    return storedFileResponse(stored, doc.displayName);
  };
}
