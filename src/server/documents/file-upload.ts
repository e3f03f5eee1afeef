import { and, eq, isNull } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { UploadLine } from "@/domain/documents/upload-line";
import type { Database } from "@/server/db/client";
import { applications, documents } from "@/server/db/schema";
import type { ApplicationContext } from "@/server/services/application/application-context";
import {
  receiveConditionsAnsweredBy,
  receiveDocumentCondition,
} from "@/server/services/documents/receive-document-condition";
import { sendChangesToLendingSystem } from "@/server/services/lending-system/send-changes";
import { UPLOAD_ALERT_DELAY_MS } from "@/server/services/messages/alert-upload";
import { UploadTargetRefusal } from "./assert-upload-target";
import type { InspectedUpload } from "./inspection/inspect-upload";
import { newStorageKey, sha256Of } from "./stored-file";
import type { UploadDependencies } from "./upload-dependencies";

const sameOrBothNull = (column: AnyPgColumn, value: string | undefined) =>
  value === undefined ? isNull(column) : eq(column, value);

/**
 * Decision 045: the same file (by the SHA-256 of the bytes sent) for the same line (type, borrower,
 * property, side, condition) of the same application, not removed, is refused with a sentence, so a
 * double tap or a second try never files it twice. The application's row is locked first, so two
 * identical uploads finishing together are checked one after the other.
 */
async function refuseTheSameFileTwice(
  tx: Database,
  applicationId: string,
  line: UploadLine,
  receivedSha256: string,
) {
  await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for("update");
  const [twin] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.applicationId, applicationId),
        eq(documents.receivedSha256, receivedSha256),
        eq(documents.documentType, line.documentType),
        sameOrBothNull(documents.borrower, line.borrower),
        sameOrBothNull(documents.propertyId, line.propertyId),
        sameOrBothNull(documents.side, line.side),
        sameOrBothNull(documents.conditionId, line.conditionId),
        isNull(documents.removedAt),
      ),
    )
    .limit(1);
  if (twin)
    throw new UploadTargetRefusal(
      "You already uploaded this file here. Choose a different file, or remove the first one to upload it again.",
    );
}

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
  receivedSha256: string,
): Promise<{ documentId: string }> {
  const { db } = ctx.deps;
  const storageKey = newStorageKey();
  const byteSize = inspected.bytes.byteLength;
  await deps.storage.put(storageKey, inspected.bytes, { contentType: inspected.contentType, byteSize });
  let documentId: string;
  try {
    documentId = await db.transaction(async (tx) => {
      await refuseTheSameFileTwice(tx, ctx.application.id, line, receivedSha256);
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
          receivedSha256,
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
      // An upload sent for a document condition makes it received, to review (decisions 035, 094);
      // a borrower's checklist upload does the same for the conditions asking them for it (decision 045).
      if (line.conditionId) await receiveDocumentCondition(tx, line.conditionId, id, ctx.actor);
      else if (line.borrower && !line.propertyId)
        await receiveConditionsAnsweredBy(
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
  // The file's staff hear of it once for the files sent together (decision 098).
  await deps.jobs.send(
    "upload.alert",
    { applicationId: ctx.application.id },
    {
      singletonKey: `upload-alert:${ctx.application.id}`,
      startAfter: new Date(ctx.deps.now().getTime() + UPLOAD_ALERT_DELAY_MS),
    },
  );
  await sendChangesToLendingSystem(ctx.deps, ctx.application.id);
  return { documentId };
}
