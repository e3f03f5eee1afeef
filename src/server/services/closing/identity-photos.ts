import { and, eq, inArray, isNull } from "drizzle-orm";
import type { VerifyIdentityInput } from "@/domain/closing/identity-check";
import type { IdentityDocumentImages } from "@/domain/ports/identity-verification";
import { documents } from "@/server/db/schema";
import { readStoredFile } from "@/server/documents/stored-file";
import { ApplicationError } from "../application/application-error";
import type { DocumentDependencies } from "../documents/document-dependencies";
import type { SignerContext } from "./closing-application";
import { ID_PHOTO_NOT_FOUND, ID_PHOTO_UNREADABLE } from "./closing-refusals";

/**
 * The ID's sides the signer uploaded through the document pipeline, by document id: each must be
 * a file of this application and of the signer (the main borrower's or the coborrower's), of the kind named, the
 * side it is given as, and not removed. Another application's file is NOT_FOUND, like a missing id.
 */
export async function identityPhotos(
  ctx: SignerContext,
  documentDeps: Pick<DocumentDependencies, "storage">,
  input: VerifyIdentityInput,
): Promise<IdentityDocumentImages> {
  const wanted = [
    { id: input.frontDocumentId, side: "front" as const },
    ...(input.backDocumentId ? [{ id: input.backDocumentId, side: "back" as const }] : []),
  ];
  const rows = await ctx.deps.db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.applicationId, ctx.application.id),
        inArray(
          documents.id,
          wanted.map((w) => w.id),
        ),
        isNull(documents.removedAt),
      ),
    );
  const whose = ctx.signer.role === "borrower" ? "main" : "coborrower";
  // The coborrower's check reads only photos they took themselves, never ones filed for them.
  const ownPhoto = (row: { uploadedBy: string }) =>
    ctx.signer.role === "borrower" || row.uploadedBy === `applicant:${ctx.signer.applicantId}`;
  const images: Partial<Record<"front" | "back", Uint8Array>> = {};
  for (const { id, side } of wanted) {
    const row = rows.find((r) => r.id === id);
    // A file without a side counts as the front (decision 035).
    const rowSide = row?.side ?? "front";
    if (
      !row ||
      row.documentType !== input.documentType ||
      row.borrower !== whose ||
      rowSide !== side ||
      !ownPhoto(row)
    )
      throw new ApplicationError("NOT_FOUND", ID_PHOTO_NOT_FOUND);
    const bytes = await readStoredFile(documentDeps.storage, row.storageKey);
    if (!bytes) throw new ApplicationError("BAD_REQUEST", ID_PHOTO_UNREADABLE);
    images[side] = bytes;
  }
  if (!images.front) throw new ApplicationError("NOT_FOUND", ID_PHOTO_NOT_FOUND);
  return { type: input.documentType, front: images.front, back: images.back };
}
