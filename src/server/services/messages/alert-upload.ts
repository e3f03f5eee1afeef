import { and, desc, eq, like } from "drizzle-orm";
import { documents } from "@/server/db/schema";
import type { JobPayloads } from "@/server/jobs/job-queue";
import { staffAlertMessage } from "@/server/mail-messages/site-alerts";
import { loanFileUrl } from "./alert-message";
import { type AlertDependencies, sendOnce } from "./send-once";
import { staffToAlert } from "./staff-to-alert";

/** How long an upload's alert waits, so one alert covers the files a borrower sends together. */
export const UPLOAD_ALERT_DELAY_MS = 10 * 60 * 1000;

/**
 * The `upload.alert` job (decision 098): the file's staff are told its borrower uploaded, with the
 * loan file's link and nothing of the files. One alert per newest upload, whatever the retries.
 */
export function alertUploadHandler(deps: AlertDependencies) {
  return async ({ applicationId }: JobPayloads["upload.alert"]): Promise<void> => {
    const [newest] = await deps.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.applicationId, applicationId), like(documents.uploadedBy, "applicant:%")))
      .orderBy(desc(documents.createdAt))
      .limit(1);
    if (!newest) return;
    const staff = await staffToAlert(deps.db, applicationId);
    await sendOnce(
      deps,
      `upload:${newest.id}`,
      staff.map((s) =>
        staffAlertMessage({
          to: s.email,
          about: "upload",
          loanFileUrl: loanFileUrl(deps.siteUrl, applicationId),
        }),
      ),
    );
  };
}
