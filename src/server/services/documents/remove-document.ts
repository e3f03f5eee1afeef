import { eq } from "drizzle-orm";
import { documents } from "@/server/db/schema";
import type { ApplicationContext } from "@/server/services/application/application-context";
import { ApplicationError } from "@/server/services/application/application-error";
import { lockLiveDocument } from "./lock-live-document";
import { releaseConditionsOf } from "./receive-document-condition";

export const FILE_NOT_FOUND = "We couldn’t find that file. Reload the page to see your documents.";
export const FILE_REVIEWED =
  "Your loan officer has already reviewed this file, so it can’t be removed. If it is the wrong file, upload the right one and tell your loan officer.";

/**
 * documents.remove: the applicant takes back a file of their own application until the lender has
 * reviewed it (decision 032). The row stays, marked removed, for the audit trail and the record
 * keeping a lender owes (Reg B keeps application records 25 months); it leaves the checklist. A
 * file of another application is not found, as a missing one is, so ids tell nobody anything.
 */
export async function removeDocument(ctx: ApplicationContext, input: { documentId: string }) {
  const { deps, application } = ctx;
  return deps.db.transaction(async (tx) => {
    const file = await lockLiveDocument(tx, { applicationId: application.id, documentId: input.documentId });
    if (!file) throw new ApplicationError("NOT_FOUND", FILE_NOT_FOUND);
    if (file.reviewedAt) throw new ApplicationError("CONFLICT", FILE_REVIEWED);
    const now = deps.now();
    await tx.update(documents).set({ removedAt: now, removedBy: ctx.actor }).where(eq(documents.id, file.id));
    await releaseConditionsOf(tx, { id: file.id, applicationId: application.id }, ctx.actor);
    await deps.audit(tx, {
      actor: ctx.actor,
      action: "document.removed",
      subject: `document:${file.id}`,
      details: { applicationId: application.id, documentType: file.documentType },
      address: ctx.address,
    });
    return { removed: true as const };
  });
}
