import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import type { FileStore } from "@tus/file-store";
import { MAX_OPEN_UPLOADS, MAX_STAGED_BYTES } from "@/domain/documents/upload-limits";
import { tryAgainIn } from "@/server/security/try-again-message";

/** tus upload ids here: the owner's tag (16 hex) then 16 random bytes in hex. */
export const UPLOAD_ID = /^[0-9a-f]{48}$/;

/**
 * A short digest of the applicant's id that starts each of their upload ids, so their open uploads
 * are found by listing the staging folder, without reading every other applicant's records.
 */
const ownerTag = (applicantId: string) => createHash("sha256").update(applicantId).digest("hex").slice(0, 16);

export type StagingVerdict = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

/**
 * Issue 19: what one applicant may keep staged (`MAX_OPEN_UPLOADS` unfinished uploads,
 * `MAX_STAGED_BYTES` declared), counted from the staging folder itself, so the count is right
 * whatever removed an upload (finished, refused, cancelled, expired). Creations of one applicant
 * are taken one at a time (`serially`), so two at once cannot both pass the count.
 */
export function stagedUploads(store: FileStore, stagingDir: string, stagedForMs: number) {
  const queues = new Map<string, Promise<unknown>>();

  async function openUploadsOf(applicantId: string, now: number) {
    const tag = ownerTag(applicantId);
    const names = await fs.readdir(stagingDir).catch(() => [] as string[]);
    const uploads = await Promise.all(
      names
        .filter((name) => name.startsWith(tag) && UPLOAD_ID.test(name))
        .map((id) => store.getUpload(id).catch(() => null)),
    );
    return uploads.flatMap((upload) => {
      const created = upload?.creation_date ? Date.parse(upload.creation_date) : Number.NaN;
      const expiresAt = created + stagedForMs;
      // Finished ones are being filed; expired ones are refused by tus and swept soon.
      if (!upload || upload.offset === upload.size || !(expiresAt > now)) return [];
      return [{ size: upload.size ?? 0, expiresAt }];
    });
  }

  return {
    /** A new upload id for this applicant. */
    newId: (applicantId: string, random: string) => `${ownerTag(applicantId)}${random}`,

    /** Whether this applicant may begin an upload of `declared` bytes now, or the sentence saying when. */
    async allows(applicantId: string, declared: number, now: number): Promise<StagingVerdict> {
      const open = await openUploadsOf(applicantId, now);
      const staged = open.reduce((sum, upload) => sum + upload.size, 0);
      if (open.length < MAX_OPEN_UPLOADS && staged + declared <= MAX_STAGED_BYTES) return { ok: true };
      const firstToExpire = Math.min(...open.map((upload) => upload.expiresAt));
      const retryAfterSeconds = Math.max(1, Math.ceil((firstToExpire - now) / 1000));
      const lead =
        open.length >= MAX_OPEN_UPLOADS
          ? `You have ${open.length} uploads that haven't finished.`
          : "Your unfinished uploads already hold as much as we keep at once.";
      return {
        ok: false,
        retryAfterSeconds,
        message: `${lead} Let them finish, or cancel one, and upload this file then. Unfinished uploads are dropped after a while: ${tryAgainIn(retryAfterSeconds)}`,
      };
    },

    /** Runs `work` after this applicant's earlier creations have finished. */
    serially<T>(applicantId: string, work: () => Promise<T>): Promise<T> {
      const previous = queues.get(applicantId) ?? Promise.resolve();
      const next = previous.then(work, work);
      const settled = next.catch(() => {});
      queues.set(applicantId, settled);
      void settled.then(() => {
        if (queues.get(applicantId) === settled) queues.delete(applicantId);
      });
      return next;
    },
  };
}
