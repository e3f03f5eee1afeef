import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { applications, auditEvents, uploadRequests } from "@/server/db/schema";
import { recordingJobQueue } from "@/server/jobs/recording-job-queue.test-support";
import { mailUploadRequestHandler } from "@/server/services/messages/mail-upload-request";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { alertDeps, carriesNone, messagesCast } from "./messages-world";

/** Issue 22 item 4: a request's reason reaches the borrower's checklist and an e-mail says something is needed. */
const jobs = recordingJobQueue();
const it_ = prequalWorldForEachTest({ prequal: { jobs } });
beforeEach(() => {
  jobs.sent.length = 0;
});
const REASON = "We need one more month of statements.";

const lineOf = (
  list: { groups: { owner: string; lines: { type: string; reason: string | null }[] }[] },
  type: string,
) => list.groups.find((g) => g.owner === "main")?.lines.find((l) => l.type === type);

describe("portal.applicantDocuments.request reaching the borrower", () => {
  it("shows the reason on the borrower's checklist line, and only there", async () => {
    const c = await messagesCast(it_.world);
    await c.officerA.trpc.portal.applicantDocuments.request.mutate({
      applicationId: c.applicationId,
      documentType: "bank_statements",
      borrower: "main",
      reason: REASON,
    });
    const list = await c.rita.browser.trpc.documents.checklist.query();
    expect(lineOf(list, "bank_statements")?.reason).toBe(REASON);
    expect(lineOf(list, "paystub")?.reason).toBeNull();
  });

  it("hands the e-mail to the request.mail job, which tells the borrower something is needed, once, with no personal data", async () => {
    const c = await messagesCast(it_.world);
    const { uploadRequestId } = await c.officerA.trpc.portal.applicantDocuments.request.mutate({
      applicationId: c.applicationId,
      documentType: "bank_statements",
      borrower: "main",
      reason: REASON,
    });
    expect(jobs).toMatchObject({
      sent: [{ name: "request.mail", data: { uploadRequestId }, options: { singletonKey: uploadRequestId } }],
    });
    const deps = alertDeps(it_.world);
    const handle = mailUploadRequestHandler(deps);
    await handle({ uploadRequestId });
    await handle({ uploadRequestId }); // the queue's retry
    expect(deps.mail.sent).toHaveLength(1);
    const [message] = deps.mail.sent;
    expect(message?.to).toBe("rita.moss@mail.test");
    expect(message?.text).toContain("http://localhost/app/upload");
    expect(carriesNone(message, ["Rita", "Landlord", "rita.moss", REASON, "bank statement"])).toEqual([]);
  });

  it("retries a request e-mail the mail server refused", async () => {
    const c = await messagesCast(it_.world);
    const { uploadRequestId } = await c.officerA.trpc.portal.applicantDocuments.request.mutate({
      applicationId: c.applicationId,
      documentType: "bank_statements",
      borrower: "main",
      reason: REASON,
    });
    const deps = alertDeps(it_.world);
    const refusing = { ...deps, mail: { send: async () => Promise.reject(new Error("421 try later")) } };
    await expect(mailUploadRequestHandler(refusing)({ uploadRequestId })).rejects.toThrow("421");
    await mailUploadRequestHandler(deps)({ uploadRequestId });
    expect(deps.mail.sent).toHaveLength(1);
  });

  it("is refused on a declined file with 409 and a sentence, and nothing is asked", async () => {
    const c = await messagesCast(it_.world);
    await it_.db
      .update(applications)
      .set({ declinedAt: new Date() })
      .where(eq(applications.id, c.applicationId));
    const refusal = await refusalOf(
      c.officerA.trpc.portal.applicantDocuments.request.mutate({
        applicationId: c.applicationId,
        documentType: "bank_statements",
        borrower: "main",
        reason: REASON,
      }),
    );
    expect(refusal).toMatchObject({
      code: "CONFLICT",
      httpStatus: 409,
      message: "This application was declined, so nothing more can be asked of the applicant.",
    });
    expect(await it_.db.select().from(uploadRequests)).toEqual([]);
    expect(jobs.sent).toEqual([]);
    expect(
      await it_.db.select().from(auditEvents).where(eq(auditEvents.action, "document.requested")),
    ).toEqual([]);
  });
});
