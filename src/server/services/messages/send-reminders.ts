import { and, eq, isNotNull, isNull, max, min, sql } from "drizzle-orm";
import { openUploadRequests } from "@/domain/documents/upload-requests";
import { MAX_REMINDERS, reminderDue } from "@/domain/messages/reminders";
import type { AuditEntry } from "@/server/audit/record-audit";
import type { Database } from "@/server/db/client";
import {
  applications,
  borrowerReminders,
  conditions,
  documents,
  sessions,
  uploadRequests,
} from "@/server/db/schema";
import type { JobQueue } from "@/server/jobs/job-queue";
import type { Logger } from "@/server/log";
import { somethingNeededMessage } from "@/server/mail-messages/site-alerts";
import { fileStateOf } from "./file-state";
import type { RequestMailDependencies } from "./mail-upload-request";
import { borrowersOf } from "./recipients";

/** How often the reminders job looks for borrowers to remind. */
export const REMINDER_ROUND_MS = 60 * 60 * 1000;

export type ReminderDependencies = RequestMailDependencies & {
  jobs: JobQueue;
  log: Pick<Logger, "warn">;
  audit: (db: Database, entry: AuditEntry) => Promise<void>;
};

/** The files that asked their borrower something and may still remind them: the candidates. */
async function filesAsking(deps: ReminderDependencies): Promise<string[]> {
  const rows = await deps.db
    .selectDistinct({ id: applications.id })
    .from(applications)
    .where(
      and(
        isNotNull(applications.applicantId),
        isNull(applications.declinedAt),
        sql`(exists (select 1 from ${uploadRequests} where ${uploadRequests.applicationId} = ${applications.id} and not ${uploadRequests.shouldSkip})
          or exists (select 1 from ${conditions} where ${conditions.applicationId} = ${applications.id} and ${conditions.status} = 'open'))`,
        // Files already reminded as often as the rule allows are not read again.
        sql`not exists (select 1 from ${borrowerReminders} where ${borrowerReminders.applicationId} = ${applications.id} and ${borrowerReminders.sent} >= ${MAX_REMINDERS})`,
      ),
    );
  return rows.map((r) => r.id);
}

/** What the reminder rule reads of one file. */
async function reminderFacts(deps: ReminderDependencies, applicationId: string, applicantId: string) {
  const { db } = deps;
  const requests = await db
    .select()
    .from(uploadRequests)
    .where(eq(uploadRequests.applicationId, applicationId));
  const files = await db
    .select({
      documentType: documents.documentType,
      borrower: documents.borrower,
      propertyId: documents.propertyId,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(and(eq(documents.applicationId, applicationId), isNull(documents.removedAt)));
  const open = openUploadRequests(requests, files);
  const [conditionsOpen] = await db
    .select({ count: sql<number>`count(*)::int`, since: min(conditions.createdAt) })
    .from(conditions)
    .where(and(eq(conditions.applicationId, applicationId), eq(conditions.status, "open")));
  const [visit] = await db
    .select({ at: max(sessions.lastSeenAt) })
    .from(sessions)
    .where(and(eq(sessions.realm, "applicant"), eq(sessions.userId, applicantId)));
  const [reminders] = await db
    .select()
    .from(borrowerReminders)
    .where(eq(borrowerReminders.applicationId, applicationId));
  const since = [...open.map((r) => r.createdAt), ...(conditionsOpen?.since ? [conditionsOpen.since] : [])];
  return {
    openItems: open.length + (conditionsOpen?.count ?? 0),
    openSince: since.length > 0 ? new Date(Math.min(...since.map((d) => d.getTime()))) : null,
    lastVisitAt: visit?.at ?? null,
    remindersSent: reminders?.sent ?? 0,
    lastReminderAt: reminders?.lastSentAt ?? null,
  };
}

/**
 * Counts the reminder before it is sent, only if no other run counted it meanwhile (the count
 * read is still the stored one): a job retried or run twice never sends the same reminder twice.
 */
async function claimReminder(
  deps: ReminderDependencies,
  applicationId: string,
  sentBefore: number,
  at: Date,
) {
  const claimed = await deps.db
    .insert(borrowerReminders)
    .values({ applicationId, sent: 1, lastSentAt: at })
    .onConflictDoUpdate({
      target: borrowerReminders.applicationId,
      set: { sent: sql`${borrowerReminders.sent} + 1`, lastSentAt: at },
      setWhere: eq(borrowerReminders.sent, sentBefore),
    })
    .returning({ sent: borrowerReminders.sent });
  return claimed[0]?.sent === sentBefore + 1;
}

/** One file: remind its borrower if the rule says a reminder is due now. */
async function remindIfDue(deps: ReminderDependencies, applicationId: string, now: Date): Promise<boolean> {
  const [borrower] = (await borrowersOf(deps.db, applicationId)).filter((b) => b.role === "borrower");
  const file = await fileStateOf(deps.db, applicationId);
  if (!borrower || !file) return false;
  const facts = { file, ...(await reminderFacts(deps, applicationId, borrower.applicantId)) };
  if (!reminderDue(facts, now)) return false;
  if (!(await claimReminder(deps, applicationId, facts.remindersSent, now))) return false;
  try {
    await deps.mail.send(
      somethingNeededMessage({
        to: borrower.email,
        reminder: true,
        siteUrl: deps.siteUrl,
        lenderName: deps.lender.legalName,
        lenderPhone: deps.lender.phone,
      }),
    );
  } catch (error) {
    // Not sent: uncounted, so the next round (or the job's retry) sends it.
    await deps.db
      .update(borrowerReminders)
      .set({ sent: facts.remindersSent, lastSentAt: facts.lastReminderAt })
      .where(eq(borrowerReminders.applicationId, applicationId));
    throw error;
  }
  await deps.audit(deps.db, {
    actor: "system",
    action: "reminder.mailed",
    subject: `application:${applicationId}`,
    details: { reminder: facts.remindersSent + 1 },
  });
  return true;
}

/**
 * Reminds every borrower a reminder is due for at `now`. A reminder the mail server refused is left
 * uncounted for the next round, and the round goes on with the other files.
 */
export async function sendReminders(
  deps: ReminderDependencies,
  now: Date,
): Promise<{ sent: number; failed: number }> {
  const tally = { sent: 0, failed: 0 };
  for (const applicationId of await filesAsking(deps)) {
    try {
      if (await remindIfDue(deps, applicationId, now)) tally.sent++;
    } catch {
      tally.failed++;
    }
  }
  return tally;
}

/** One round of reminders waits at a time (pg-boss's singleton key). */
export const REMINDERS_JOB_KEY = "reminders";

/**
 * The `reminders.send` job (decision 099): one round, then the next round an hour on. A refused
 * reminder does not fail the round (a failed job would stop the chain after its retries): the next
 * round sends it. The process
 * sends the first when its jobs start; the singleton key keeps one round waiting at a time.
 */
export function sendRemindersHandler(deps: ReminderDependencies) {
  return async (): Promise<void> => {
    const now = deps.now();
    const { failed } = await sendReminders(deps, now);
    // Counted only: the log names no file or person (src/server/log.ts).
    if (failed > 0)
      deps.log.warn({ job: "reminders.send", failed }, "reminders not sent; the next round tries again");
    await deps.jobs.send(
      "reminders.send",
      {},
      { singletonKey: REMINDERS_JOB_KEY, startAfter: new Date(now.getTime() + REMINDER_ROUND_MS) },
    );
  };
}
