import { and, eq, isNull } from "drizzle-orm";
import { documents } from "@/server/db/schema";
import { callerApplication } from "@/server/services/application/caller-application";
import { storedFileResponse } from "./stored-file-response";
import type { UploadDependencies } from "./upload-dependencies";
import { refusal } from "./upload-refusals";

export const DOCUMENTS_PATH = "/api/documents/";

const DOWNLOAD_PATH =
  /^\/api\/documents\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(file|thumbnail)$/;

/**
 * GET /api/documents/<id>/file and /thumbnail: a document of the caller's own application,
 * streamed from storage with its stored type as an attachment. Another applicant's document, a
 * removed one, a missing one and a malformed id all get the same 404; a file whose job has not yet
 * re-encoded it is not served (409).
 */
export function createDocumentDownload(deps: Pick<UploadDependencies, "auth" | "prequal" | "storage">) {
  return async function download(request: Request): Promise<Response> {
    if (request.method.toUpperCase() !== "GET") return refusal("method", { Allow: "GET" });
    const match = DOWNLOAD_PATH.exec(new URL(request.url).pathname);
    if (!match) return refusal("noDocument");
    const [, documentId, part] = match as unknown as [string, string, "file" | "thumbnail"];
    const caller = await callerApplication(request.headers, await deps.auth(), await deps.prequal());
    if (!caller) return refusal("noDocument");

    const [doc] = await caller.deps.db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.id, documentId),
          eq(documents.applicationId, caller.application.id),
          isNull(documents.removedAt),
        ),
      )
      .limit(1);
    if (!doc) return refusal("noDocument");
    if (doc.status !== "ready") return refusal("stillProcessing", { "Retry-After": "5" });
    const key = part === "file" ? doc.storageKey : doc.thumbnailKey;
    const stored = key ? await deps.storage.get(key) : null;
    if (!stored) return refusal("noDocument");

    return storedFileResponse(stored, part === "file" ? doc.displayName : "thumbnail");
  };
}
