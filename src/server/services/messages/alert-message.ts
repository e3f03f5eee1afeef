import { eq } from "drizzle-orm";
import { applicationMessages } from "@/server/db/schema";
import type { JobPayloads } from "@/server/jobs/job-queue";
import { newMessageMessage, staffAlertMessage } from "@/server/mail-messages/site-alerts";
import type { RequestMailDependencies } from "./mail-upload-request";
import { borrowersOf } from "./recipients";
import { sendOnce } from "./send-once";
import { staffToAlert } from "./staff-to-alert";

/** The portal's loan file page of an application, for the staff's alerts. */
export const loanFileUrl = (siteUrl: string, applicationId: string) =>
  `${siteUrl}/portal/applicants/${applicationId}/loan-file`;

/** How long a message's alert waits, so one alert covers the messages written in a row. */
export const MESSAGE_ALERT_DELAY_MS = 2 * 60 * 1000;

/**
 * When a message's alert is queued: a couple of minutes on, one waiting per application and side
 * alerted (a second message meanwhile is covered by the waiting alert), so nobody is flooded.
 */
export function messageAlertTiming(applicationId: string, alerted: "staff" | "borrowers", now: Date) {
  return {
    singletonKey: `message-alert:${alerted}:${applicationId}`,
    startAfter: new Date(now.getTime() + MESSAGE_ALERT_DELAY_MS),
  };
}

/**
 * The `message.alert` job (decision 098): a staff message alerts the borrowers with an account; a
 * borrower's alerts the file's staff (`staffToAlert`). The alert says a message waits, never what it
 * says. A note alerts nobody. Sent once per message, whatever the retries.
 */
export function alertMessageHandler(deps: RequestMailDependencies) {
  return async ({ messageId }: JobPayloads["message.alert"]): Promise<void> => {
    const [message] = await deps.db
      .select({
        applicationId: applicationMessages.applicationId,
        kind: applicationMessages.kind,
        author: applicationMessages.author,
      })
      .from(applicationMessages)
      .where(eq(applicationMessages.id, messageId));
    if (message?.kind !== "message") return;
    const lender = { lenderName: deps.lender.legalName, lenderPhone: deps.lender.phone };
    const messages =
      message.author === "staff"
        ? (await borrowersOf(deps.db, message.applicationId)).map((b) =>
            newMessageMessage({ ...lender, to: b.email, siteUrl: deps.siteUrl }),
          )
        : (await staffToAlert(deps.db, message.applicationId)).map((s) =>
            staffAlertMessage({
              to: s.email,
              about: "message",
              loanFileUrl: loanFileUrl(deps.siteUrl, message.applicationId),
            }),
          );
    await sendOnce(deps, `message:${messageId}`, messages);
  };
}
