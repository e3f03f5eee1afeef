import type { UploadLine } from "@/domain/documents/upload-line";
import { documents } from "@/server/db/schema";
import type { ApplicationContext } from "@/server/services/application/application-context";
import {
  clearConditionsAnsweredBy,
  clearDocumentCondition,
} from "@/server/services/documents/clear-document-condition";
import type { InspectedUpload } from "./inspection/inspect-upload";
import { newStorageKey, sha256Of } from "./stored-file";
import type { UploadDependencies } from "./upload-dependencies";

/**
 * Files an inspected upload (spec §3 upload): stored under a new random key, recorded against its
 * checklist line (clearing the document condition it answers), audited (ids and types only: no file
 * name), and handed to the normalise job. A
 * PDF is ready at once (its rewrite is what is stored; the job only draws its thumbnail); an
 * image is `processing` until its job has re-encoded it, and is never served before.
 */
export async function fileUpload(
  deps: Pick<UploadDependencies, "storage" | "jobs">,
  ctx: ApplicationContext,
  line: UploadLine,
  inspected: InspectedUpload,
): Promise<{ documentId: string }> {
  const { db } = ctx.deps;
  const storageKey = newStorageKey();
  const byteSize = inspected.bytes.byteLength;
  await deps.storage.put(storageKey, inspected.bytes, { contentType: inspected.contentType, byteSize });
  let documentId: string;
  try {
    documentId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(documents)
        .values({
          applicationId: ctx.application.id,
          documentType: line.documentType,
          borrower: line.borrower ?? null,
          propertyId: line.propertyId ?? null,
          side: line.side ?? null,
          conditionId: line.conditionId ?? null,
          displayName: line.filename,
          contentType: inspected.contentType,
          byteSize,
          sha256: sha256Of(inspected.bytes),
          storageKey,
          status: inspected.kind === "pdf" ? "ready" : "processing",
          source: "upload",
          uploadedBy: ctx.actor,
        })
        .returning({ id: documents.id });
      const id = (row as { id: string }).id;
      await ctx.deps.audit(tx, {
        actor: ctx.actor,
        action: "document.uploaded",
        subject: `document:${id}`,
        details: {
          applicationId: ctx.application.id,
          documentType: line.documentType,
          borrower: line.borrower ?? null,
          propertyId: line.propertyId ?? null,
          side: line.side ?? null,
          conditionId: line.conditionId ?? null,
          contentType: inspected.contentType,
          byteSize,
        },
        address: ctx.address,
      });
      // An upload sent for a document condition clears it (spec §3 condition item, decision 035);
      // a borrower's checklist upload clears the conditions asking them for it (decision 045).
      if (line.conditionId) await clearDocumentCondition(tx, line.conditionId, id, ctx.actor);
      else if (line.borrower && !line.propertyId)
        await clearConditionsAnsweredBy(
          tx,
          { id, applicationId: ctx.application.id, documentType: line.documentType, borrower: line.borrower },
          ctx.actor,
        );
      return id;
    });
  } catch (error) {
    // Nothing points at the stored bytes: they go too.
    await deps.storage.delete(storageKey);
    throw error;
  }
  await deps.jobs.send("document.normalise", { documentId }, { singletonKey: documentId });
  return { documentId };
}
