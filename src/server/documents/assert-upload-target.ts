import { and, eq } from "drizzle-orm";
import { documentApplicationFromSections } from "@/domain/documents/document-application-from-sections";
import { requiredDocuments } from "@/domain/documents/required-documents";
import { type UploadLine, uploadFitsChecklist } from "@/domain/documents/upload-line";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { conditions } from "@/server/db/schema";
import { documentSources } from "@/server/services/documents/document-sources";
import type { ApplicationRow } from "@/server/services/prequal/application-store";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";

/** An upload filed against a line the caller's application does not have; its message is for the person. */
export class UploadTargetRefusal extends Error {
  readonly status = 422;
}

/**
 * The one place that says whether an upload's line belongs to the caller's own application
 * (decision 034): a coborrower's document only when there is a coborrower, a condition only one
 * of this application's own document conditions still asking (open or received), asking for this type; otherwise a line of
 * the application's own checklist (the same requirements `documents.checklist` shows).
 */
export async function assertUploadTarget(
  deps: Pick<PrequalDependencies, "db" | "fieldKey">,
  application: ApplicationRow,
  line: UploadLine,
): Promise<void> {
  const { db } = deps;
  if (line.borrower === "coborrower" && !(application.answers as PrequalAnswers).withCoborrower) {
    throw new UploadTargetRefusal("Your application has no coborrower. Upload this document as your own.");
  }
  if (line.conditionId) {
    const [condition] = await db
      .select({ status: conditions.status, kind: conditions.kind, documentType: conditions.documentType })
      .from(conditions)
      .where(and(eq(conditions.id, line.conditionId), eq(conditions.applicationId, application.id)))
      .limit(1);
    // A second file may follow the first while it waits for review (a missing page); decision 094.
    const answers =
      (condition?.status === "open" || condition?.status === "received") &&
      condition.kind === "document" &&
      (condition.documentType === null || condition.documentType === line.documentType);
    if (!answers) {
      throw new UploadTargetRefusal(
        "This request for a document is no longer open. Reload the page to see what is still needed.",
      );
    }
    return;
  }
  const { sources } = await documentSources(deps, application);
  if (!uploadFitsChecklist(requiredDocuments(documentApplicationFromSections(sources)), line)) {
    throw new UploadTargetRefusal(
      "This document isn’t on your checklist. Reload the page to see what is still needed.",
    );
  }
}
