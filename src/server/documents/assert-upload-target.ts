import { and, eq } from "drizzle-orm";
import type { UploadLine } from "@/domain/documents/upload-line";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import type { Database } from "@/server/db";
import { conditions } from "@/server/db/schema";
import type { ApplicationRow } from "@/server/services/prequal/application-store";

/** An upload filed against a line the caller's application does not have; its message is for the person. */
export class UploadTargetRefusal extends Error {
  readonly status = 422;
}

/**
 * The one place that says whether an upload's line belongs to the caller's own application
 * (decision 034): a coborrower's document only when there is a coborrower, a condition only one
 * of this application's own open document conditions, asking for this type. The checklist's own
 * line check joins here when it exists.
 */
export async function assertUploadTarget(
  db: Database,
  application: ApplicationRow,
  line: UploadLine,
): Promise<void> {
  if (line.borrower === "coborrower" && !(application.answers as PrequalAnswers).withCoborrower) {
    throw new UploadTargetRefusal("Your application has no coborrower. Upload this document as your own.");
  }
  if (line.conditionId) {
    const [condition] = await db
      .select({ status: conditions.status, kind: conditions.kind, documentType: conditions.documentType })
      .from(conditions)
      .where(and(eq(conditions.id, line.conditionId), eq(conditions.applicationId, application.id)))
      .limit(1);
    const answers =
      condition?.status === "open" &&
      condition.kind === "document" &&
      (condition.documentType === null || condition.documentType === line.documentType);
    if (!answers) {
      throw new UploadTargetRefusal(
        "This request for a document is no longer open. Reload the page to see what is still needed.",
      );
    }
  }
}
