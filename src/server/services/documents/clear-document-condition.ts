import { and, eq, sql } from "drizzle-orm";
import { recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db/client";
import { conditions, documents } from "@/server/db/schema";
import { ApplicationError } from "@/server/services/application/application-error";

/**
 * A document condition is cleared by the file sent for it: the upload pipeline calls this in the
 * transaction that records the file (`documents.condition_id`). Only an open document condition of
 * the file's own application is cleared; clearing it again changes nothing.
 */
export async function clearDocumentCondition(
  tx: Database,
  conditionId: string,
  documentId: string,
  actor: string,
): Promise<{ cleared: boolean }> {
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
    throw new ApplicationError("BAD_REQUEST", "This condition is not cleared by a file: answer it instead.");
  if (condition.status !== "open") return { cleared: false };
  await tx
    .update(conditions)
    .set({ status: "cleared", clearedAt: sql`now()`, clearedBy: actor })
    .where(eq(conditions.id, conditionId));
  await recordAudit(tx, {
    actor,
    action: "condition.cleared",
    subject: `application:${file.applicationId}`,
    details: { conditionId, code: condition.code, documentId },
  });
  return { cleared: true };
}

/**
 * A borrower's file uploaded on the checklist (not sent for a condition) answers the open document
 * conditions asking that borrower for that document type (an application-wide one is the main
 * borrower's), so the submitted screen never asks again for what was received (decision 045).
 * Property files are left alone: a mortgage statement on one property proves nothing of another.
 */
export async function clearConditionsAnsweredBy(
  tx: Database,
  file: { id: string; applicationId: string; documentType: string; borrower: "main" | "coborrower" },
  actor: string,
): Promise<void> {
  const asked = await tx
    .select({ id: conditions.id, borrower: conditions.borrower })
    .from(conditions)
    .where(
      and(
        eq(conditions.applicationId, file.applicationId),
        eq(conditions.kind, "document"),
        eq(conditions.status, "open"),
        eq(conditions.documentType, file.documentType),
      ),
    );
  for (const condition of asked)
    if ((condition.borrower ?? "main") === file.borrower)
      await clearDocumentCondition(tx, condition.id, file.id, actor);
}
