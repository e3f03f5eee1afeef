import { eq } from "drizzle-orm";
import type { FileStorage } from "@/domain/ports/file-storage";
import type { Database } from "@/server/db";
import { documents } from "@/server/db/schema";
import type { JobPayloads } from "@/server/jobs/job-queue";
import type { Logger } from "@/server/log";
import { imageThumbnail, normaliseImage } from "./normalise-image";
import { pdfThumbnail } from "./pdf-pages";
import { readStoredFile, sha256Of, thumbnailKeyOf } from "./stored-file";

export interface NormaliseDependencies {
  db: Database;
  storage: FileStorage;
  log: Logger;
}

type DocumentRow = typeof documents.$inferSelect;

/**
 * An image re-encoded without metadata, written over the original under the same key (so the
 * uploaded bytes, GPS position and all, are gone and never served), with its thumbnail; then the
 * row says what is stored and that it is ready. Run again (a retried job), it re-encodes an
 * already clean image and writes the same keys: nothing changes twice.
 */
async function normaliseStoredImage(deps: NormaliseDependencies, doc: DocumentRow, bytes: Uint8Array) {
  const contentType = doc.contentType === "image/png" ? "image/png" : "image/jpeg";
  const image = await normaliseImage(bytes, contentType);
  const thumbnailKey = thumbnailKeyOf(doc.storageKey);
  await deps.storage.put(thumbnailKey, await imageThumbnail(image), { contentType: "image/jpeg" });
  await deps.storage.put(doc.storageKey, image, { contentType, byteSize: image.byteLength });
  await deps.db
    .update(documents)
    .set({ contentType, byteSize: image.byteLength, sha256: sha256Of(image), thumbnailKey, status: "ready" })
    .where(eq(documents.id, doc.id));
}

/** A PDF (already rewritten and ready when it was uploaded) gets the thumbnail of its first page, if one can be drawn. */
async function thumbnailStoredPdf(deps: NormaliseDependencies, doc: DocumentRow, bytes: Uint8Array) {
  const thumbnail = await pdfThumbnail(bytes);
  if (!thumbnail) {
    deps.log.info({ documentId: doc.id }, "no thumbnail for this PDF: its first page could not be drawn");
    return;
  }
  const thumbnailKey = thumbnailKeyOf(doc.storageKey);
  await deps.storage.put(thumbnailKey, thumbnail, { contentType: "image/jpeg" });
  await deps.db.update(documents).set({ thumbnailKey }).where(eq(documents.id, doc.id));
}

/**
 * The `document.normalise` job (decision 032): images re-encoded and thumbnailed, PDFs
 * thumbnailed. A document removed, already normalised or gone is left alone; a stored file that
 * is missing fails the attempt, so the queue retries it.
 */
export function normaliseDocument(deps: NormaliseDependencies) {
  return async ({ documentId }: JobPayloads["document.normalise"]): Promise<void> => {
    const [doc] = await deps.db.select().from(documents).where(eq(documents.id, documentId)).limit(1);
    if (!doc || doc.removedAt) return;
    const isPdf = doc.contentType === "application/pdf";
    if (isPdf ? doc.thumbnailKey !== null : doc.status === "ready") return;
    const bytes = await readStoredFile(deps.storage, doc.storageKey);
    if (!bytes) throw new Error(`The stored file of document ${doc.id} is missing`);
    if (isPdf) await thumbnailStoredPdf(deps, doc, bytes);
    else await normaliseStoredImage(deps, doc, bytes);
  };
}
