import { and, eq, isNull } from "drizzle-orm";
import { callerSession } from "@/server/api/caller-session";
import { clientAddress } from "@/server/auth/client-address";
import { applications, documents } from "@/server/db/schema";
import { reaches } from "@/server/services/portal/applicant-reach";
import { PortalError } from "@/server/services/portal/portal-error";
import { loadActor } from "@/server/services/portal/staff-access";
import { drawPdfPage } from "./pdf-pages";
import { DOWNLOAD_HEADERS, storedFileResponse } from "./stored-file-response";
import type { UploadDependencies } from "./upload-dependencies";
import { refusal, textAnswer } from "./upload-refusals";

export const PORTAL_DOCUMENTS_PATH = "/api/portal-documents/";

const DOWNLOAD_PATH =
  /^\/api\/portal-documents\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(file|pages\/(\d{1,4}))$/;

const STAFF_SIGN_IN = "Your portal session has ended. Sign in to the portal again to download this file.";
const NOT_IN_REACH = "There is no file here among your organisation’s applicants.";
const NO_SUCH_PAGE = "This file has no such page, or it could not be drawn. Download the file to read it.";
/** A page drawn for the reviewer: wide enough to read a paystub's figures on a desk's screen. */
const PAGE_SIDE = 1600;

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
 *
 * GET /api/portal-documents/<id>/pages/<n> (decision 096): the reviewer's viewer. Page n of a PDF
 * drawn on the server as a PNG (pdf.js, no script), or an image file itself as its one page, shown
 * inline with the document's page count in `X-Page-Count`; the same reach, headers and sandbox.
 */
export function createStaffDocumentDownload(deps: Pick<UploadDependencies, "auth" | "prequal" | "storage">) {
  return async function download(request: Request): Promise<Response> {
    if (request.method.toUpperCase() !== "GET") return refusal("method", { Allow: "GET" });
    const staff = await callerStaff(request, deps);
    if (!staff) return textAnswer(401, STAFF_SIGN_IN);
    const [, documentId, part, pageText] = DOWNLOAD_PATH.exec(new URL(request.url).pathname) ?? [];
    if (!documentId) return textAnswer(404, NOT_IN_REACH);
    const pageNumber = part === "file" ? null : Number(pageText);
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
    // Who read whose file: a download, or the viewer's first page (its other pages add nothing).
    if (pageNumber === null || pageNumber === 1)
      await prequal.audit(prequal.db, {
        actor: `staff:${staff.id}`,
        action: pageNumber === null ? "document.downloadedByStaff" : "document.viewedByStaff",
        subject: `document:${doc.id}`,
        details: { applicationId: doc.applicationId, documentType: doc.documentType },
        address: clientAddress(request.headers),
      });
    if (pageNumber === null) return storedFileResponse(stored, doc.displayName);
    const page = await pageImage(stored, pageNumber);
    return page ? pageResponse(page) : textAnswer(404, NO_SUCH_PAGE);
  };
}

type StoredFile = NonNullable<Awaited<ReturnType<UploadDependencies["storage"]["get"]>>>;

/** A page as an image: a PDF's page drawn, or an image file (already re-encoded at upload) as page 1. */
async function pageImage(stored: StoredFile, pageNumber: number) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stored.body) chunks.push(chunk);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  if (stored.contentType === "application/pdf") {
    const drawn = await drawPdfPage(bytes, pageNumber, PAGE_SIDE);
    return drawn ? { bytes: drawn.png, contentType: "image/png", pages: drawn.pages } : null;
  }
  if (stored.contentType.startsWith("image/") && pageNumber === 1)
    return { bytes, contentType: stored.contentType, pages: 1 };
  return null;
}

function pageResponse(page: { bytes: Uint8Array; contentType: string; pages: number }) {
  return new Response(new Uint8Array(page.bytes), {
    status: 200,
    headers: {
      ...DOWNLOAD_HEADERS,
      "Content-Type": page.contentType,
      "Content-Length": String(page.bytes.byteLength),
      "Content-Disposition": "inline",
      "X-Page-Count": String(page.pages),
    },
  });
}
