import { eq } from "drizzle-orm";
import type { FileState } from "@/domain/messages/file-openness";
import type { Database } from "@/server/db/client";
import { applications, loanDeliveries } from "@/server/db/schema";

/**
 * The file's state as the request and reminder rules read it (decision 097): declined once a
 * decline notice was given, funded once its lending system reports funding. Withdrawal is not
 * recorded yet (the human decisions' branch adds it): until then no file is withdrawn.
 */
export async function fileStateOf(db: Database, applicationId: string): Promise<FileState | null> {
  const [row] = await db
    .select({ declinedAt: applications.declinedAt, milestone: loanDeliveries.milestone })
    .from(applications)
    .leftJoin(loanDeliveries, eq(loanDeliveries.applicationId, applications.id))
    .where(eq(applications.id, applicationId));
  if (!row) return null;
  return { declined: row.declinedAt !== null, withdrawn: false, funded: row.milestone === "funded" };
}
