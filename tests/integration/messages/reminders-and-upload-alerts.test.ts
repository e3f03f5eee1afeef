import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  applications,
  auditEvents,
  borrowerReminders,
  fileAssignments,
  sessions,
  uploadRequests,
} from "@/server/db/schema";
import { recordingJobQueue } from "@/server/jobs/recording-job-queue.test-support";
import { alertUploadHandler } from "@/server/services/messages/alert-upload";
import {
  REMINDERS_JOB_KEY,
  sendReminders,
  sendRemindersHandler,
} from "@/server/services/messages/send-reminders";
import { fileDocument } from "../documents/documents-world";
import { prequalWorldForEachTest } from "../prequal/prequal-world";
import { alertDeps, carriesNone, messagesCast } from "./messages-world";

/** Issue 22 item 4, decision 099: reminders while something is open; decision 098: staff hear of uploads. */
const it_ = prequalWorldForEachTest();
const HOUR = 3_600_000;

/** Rita, asked for a bank statement at `t0`, last seen on the site at `t0` too. */
async function ritaAsked() {
  const c = await messagesCast(it_.world);
  const t0 = new Date();
  await c.officerA.trpc.portal.applicantDocuments.request.mutate({
    applicationId: c.applicationId,
    documentType: "bank_statements",
    borrower: "main",
    reason: "We need one more month of statements.",
  });
  const applicantId = c.rita.ctx.application.applicantId ?? "";
  await it_.db
    .update(sessions)
    .set({ lastSeenAt: t0 })
    .where(and(eq(sessions.realm, "applicant"), eq(sessions.userId, applicantId)));
  const warnings: object[] = [];
  const deps = {
    ...alertDeps(it_.world),
    jobs: recordingJobQueue(),
    log: { warn: (fields: object) => void warnings.push(fields) },
  };
  const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
  return { ...c, t0, at, deps, applicantId, warnings };
}

/** How many reminders a round sent, checking none failed. */
async function sentAt(deps: Parameters<typeof sendReminders>[0], now: Date) {
  const { sent, failed } = await sendReminders(deps, now);
  expect(failed).toBe(0);
  return sent;
}

describe("the reminders job, on the database with a clock passed in", () => {
  it("reminds 48 hours after the last visit, then every 48 hours without a visit, at most 3 times, once each", async () => {
    const { deps, at, applicationId } = await ritaAsked();
    expect(await sentAt(deps, at(47))).toBe(0);
    expect(await sentAt(deps, at(48))).toBe(1);
    expect(await sentAt(deps, at(48))).toBe(0); // a second run at the same moment
    expect(await sentAt(deps, at(95))).toBe(0);
    expect(await sentAt(deps, at(96))).toBe(1);
    expect(await sentAt(deps, at(144))).toBe(1);
    expect(await sentAt(deps, at(1000))).toBe(0);
    expect(deps.mail.sent.map((m) => m.to)).toEqual(Array(3).fill("rita.moss@mail.test"));
    expect(await it_.db.select().from(borrowerReminders)).toMatchObject([{ applicationId, sent: 3 }]);
    expect(carriesNone(deps.mail.sent[0], ["Rita", "Landlord", "bank statement", "one more month"])).toEqual(
      [],
    );
    expect(
      await it_.db.select().from(auditEvents).where(eq(auditEvents.action, "reminder.mailed")),
    ).toHaveLength(3);
  });

  it("counts from the borrower's newest visit", async () => {
    const { deps, at, applicantId } = await ritaAsked();
    await it_.db
      .update(sessions)
      .set({ lastSeenAt: at(30) })
      .where(and(eq(sessions.realm, "applicant"), eq(sessions.userId, applicantId)));
    expect(await sentAt(deps, at(77))).toBe(0);
    expect(await sentAt(deps, at(78))).toBe(1);
  });

  it("sends none once the requested document is in", async () => {
    const { deps, at, applicationId } = await ritaAsked();
    const [request] = await it_.db
      .select({ createdAt: uploadRequests.createdAt })
      .from(uploadRequests)
      .where(eq(uploadRequests.applicationId, applicationId));
    if (!request) throw new Error("Rita was asked for nothing");
    await fileDocument(it_.db, applicationId, {
      documentType: "bank_statements",
      borrower: "main",
      createdAt: new Date(request.createdAt.getTime() + 5 * 60_000),
    });
    expect(await sentAt(deps, at(100))).toBe(0);
  });

  it("sends none on a declined file", async () => {
    const { deps, at, applicationId } = await ritaAsked();
    await it_.db
      .update(applications)
      .set({ declinedAt: at(1) })
      .where(eq(applications.id, applicationId));
    expect(await sentAt(deps, at(100))).toBe(0);
    expect(deps.mail.sent).toEqual([]);
  });

  it("counts nothing when the mail server refuses, says so in the log, and the next round sends it", async () => {
    const { deps, at, warnings } = await ritaAsked();
    const refusing = { ...deps, mail: { send: async () => Promise.reject(new Error("421 try later")) } };
    await sendRemindersHandler({ ...refusing, now: () => at(50) })();
    expect(warnings).toEqual([{ job: "reminders.send", failed: 1 }]);
    expect(await it_.db.select().from(borrowerReminders)).toMatchObject([{ sent: 0, lastSentAt: null }]);
    expect(await sentAt(deps, at(51))).toBe(1);
  });

  it("queues its next round an hour on, one at a time", async () => {
    const { deps } = await ritaAsked();
    const now = new Date();
    await sendRemindersHandler({ ...deps, now: () => now })();
    expect(deps.jobs.sent).toEqual([
      {
        name: "reminders.send",
        data: {},
        options: { singletonKey: REMINDERS_JOB_KEY, startAfter: new Date(now.getTime() + HOUR) },
      },
    ]);
  });
});

describe("the upload.alert job", () => {
  it("tells the file's loan officers the borrower uploaded, once per newest upload, with nothing of the files", async () => {
    const c = await messagesCast(it_.world);
    await fileDocument(it_.db, c.applicationId, { documentType: "paystub" });
    const deps = alertDeps(it_.world);
    const handle = alertUploadHandler(deps);
    await handle({ applicationId: c.applicationId });
    await handle({ applicationId: c.applicationId }); // the queue's retry
    expect(deps.mail.sent.map((m) => m.to)).toEqual([c.officerA.email]);
    expect(carriesNone(deps.mail.sent[0], ["Rita", "Landlord", "paystub"])).toEqual([]);
  });

  it("goes to those assigned to the file, not the organisation's other loan officers, once it has any (decision 089)", async () => {
    const c = await messagesCast(it_.world);
    const lender = await it_.world.organisation("Keystone Lending", "lender");
    const processor = await it_.world.staff(lender.id, "processor");
    await it_.db.insert(fileAssignments).values({
      applicationId: c.applicationId,
      loanOfficerId: null,
      processorId: processor.id,
      assignedBy: c.lenderAdmin.staffId,
    });
    await fileDocument(it_.db, c.applicationId, { documentType: "paystub" });
    const deps = alertDeps(it_.world);
    await alertUploadHandler(deps)({ applicationId: c.applicationId });
    expect(deps.mail.sent.map((m) => m.to)).toEqual([processor.email]);
  });

  it("goes to the lender's administrators for a direct applicant, whom no partner referred", async () => {
    const c = await messagesCast(it_.world);
    await it_.db
      .update(applications)
      .set({ organisationId: null })
      .where(eq(applications.id, c.applicationId));
    await fileDocument(it_.db, c.applicationId, { documentType: "paystub" });
    const deps = alertDeps(it_.world);
    await alertUploadHandler(deps)({ applicationId: c.applicationId });
    expect(deps.mail.sent.map((m) => m.to)).toEqual([c.lenderAdmin.email]);
  });
});
