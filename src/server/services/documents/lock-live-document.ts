import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { documents } from "@/server/db/schema";

/**
 * A file of the application that has not been removed, locked until the transaction ends so that
 * the applicant's removal and the lender's review cannot cross (decision 032); undefined when the
 * application has no such file, so another application's file is as missing as a missing one.
 */
export async function lockLiveDocument(tx: Database, file: { applicationId: string; documentId: string }) {
  const [row] = await tx
    .select({ id: documents.id, reviewedAt: documents.reviewedAt, documentType: documents.documentType })
    .from(documents)
    .where(
      and(
        eq(documents.id, file.documentId),
        eq(documents.applicationId, file.applicationId),
        isNull(documents.removedAt),
      ),
    )
    .for("update");
  return row;
}
