import { and, eq, inArray, sql } from "drizzle-orm";
import { moveCondition } from "@/domain/conditions/condition-states";
import { recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db/client";
import { conditions, documents } from "@/server/db/schema";
import { ApplicationError } from "@/server/services/application/application-error";

/**
 * A file sent for a document condition makes it "received, to review" (decision 094): never
 * cleared, a reviewer decides. The upload pipeline calls this in the transaction that records the
 * file (`documents.condition_id`). Only a document condition of the file's own application still
 * asking for something moves; the last file received is the one the reviewer sees.
 */
export async function receiveDocumentCondition(
  tx: Database,
  conditionId: string,
  documentId: string,
  actor: string,
): Promise<{ received: boolean }> {
  const [file] = await tx
    .select({ applicationId: documents.applicationId })
    .from(documents)
    .where(eq(documents.id, documentId));
  const [condition] = file
    ? await tx
        .select()
        .from(conditions)
        .where(and(eq(conditions.id, conditionId), eq(conditions.applicationId, file.applicationId)))
        .for("update")
    : [];
  if (!file || !condition) throw new ApplicationError("NOT_FOUND", "We couldn’t find that condition.");
  if (condition.kind !== "document")
    throw new ApplicationError(
      "BAD_REQUEST",
      "This condition is met by an answer, not a file: answer it instead.",
    );
  const move = moveCondition(condition.status, "fileReceived");
  if (!move.ok) return { received: false };
  await tx
    .update(conditions)
    .set({ status: move.to, receivedDocumentId: documentId, version: sql`${conditions.version} + 1` })
    .where(eq(conditions.id, conditionId));
  await recordAudit(tx, {
    actor,
    action: "condition.received",
    subject: `application:${file.applicationId}`,
    details: { conditionId, code: condition.code, documentId },
  });
  return { received: true };
}

/**
 * A borrower's file uploaded on the checklist (not sent for a condition) answers the document
 * conditions asking that borrower for that document type (an application-wide one is the main
 * borrower's), so the submitted screen never asks again for what was received (decision 045); a
 * reviewer still clears them (decision 094). Property files are left alone: a mortgage statement
 * on one property proves nothing of another. Conditions of the loan team are not the borrower's.
 */
export async function receiveConditionsAnsweredBy(
  tx: Database,
  file: { id: string; applicationId: string; documentType: string; borrower: "main" | "coborrower" },
  actor: string,
): Promise<void> {
  const asked = await tx
    .select({ id: conditions.id, borrower: conditions.borrower, owner: conditions.owner })
    .from(conditions)
    .where(
      and(
        eq(conditions.applicationId, file.applicationId),
        eq(conditions.kind, "document"),
        inArray(conditions.status, ["open", "received"]),
        eq(conditions.documentType, file.documentType),
      ),
    );
  for (const condition of asked)
    if (condition.owner !== "loanTeam" && (condition.borrower ?? "main") === file.borrower)
      await receiveDocumentCondition(tx, condition.id, file.id, actor);
}

/**
 * The applicant removed a file before review (decision 032): a condition it was waiting on has
 * nothing left to review and asks again (decision 094), in the removal's transaction.
 */
export async function releaseConditionsOf(
  tx: Database,
  file: { id: string; applicationId: string },
  actor: string,
): Promise<void> {
  const waiting = await tx
    .select()
    .from(conditions)
    .where(and(eq(conditions.applicationId, file.applicationId), eq(conditions.receivedDocumentId, file.id)))
    .for("update");
  for (const condition of waiting) {
    const move = moveCondition(condition.status, "fileRemoved");
    if (!move.ok) continue;
    await tx
      .update(conditions)
      .set({ status: move.to, receivedDocumentId: null, version: sql`${conditions.version} + 1` })
      .where(eq(conditions.id, condition.id));
    await recordAudit(tx, {
      actor,
      action: "condition.fileRemoved",
      subject: `application:${file.applicationId}`,
      details: { conditionId: condition.id, code: condition.code, documentId: file.id },
    });
  }
}
