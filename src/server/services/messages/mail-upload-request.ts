import { eq } from "drizzle-orm";
import { uploadRequests } from "@/server/db/schema";
import type { JobPayloads } from "@/server/jobs/job-queue";
import { somethingNeededMessage } from "@/server/mail-messages/site-alerts";
import type { Lender } from "@/server/services/prequal/prequal-dependencies";
import { borrowersOf } from "./recipients";
import { type AlertDependencies, sendOnce } from "./send-once";

export type RequestMailDependencies = AlertDependencies & { lender: Lender };

/**
 * The `request.mail` job (decision 097): the borrower the request asks (the coborrower for a
 * coborrower's document, when they have an account; the borrower otherwise) is told something is
 * needed, with the site's link and nothing else. Sent once per request, whatever the retries.
 */
export function mailUploadRequestHandler(deps: RequestMailDependencies) {
  return async ({ uploadRequestId }: JobPayloads["request.mail"]): Promise<void> => {
    const [request] = await deps.db
      .select()
      .from(uploadRequests)
      .where(eq(uploadRequests.id, uploadRequestId));
    if (!request || request.shouldSkip) return;
    const borrowers = await borrowersOf(deps.db, request.applicationId);
    const asked =
      borrowers.find((b) => request.borrower === "coborrower" && b.role === "coborrower") ??
      borrowers.find((b) => b.role === "borrower");
    if (!asked) throw new Error(`upload request ${uploadRequestId}: the borrower has no account to write to`);
    await sendOnce(deps, `request:${uploadRequestId}`, [
      somethingNeededMessage({
        to: asked.email,
        reminder: false,
        siteUrl: deps.siteUrl,
        lenderName: deps.lender.legalName,
        lenderPhone: deps.lender.phone,
      }),
    ]);
  };
}
