import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { MESSAGE_MAX_LENGTH } from "@/domain/messages/message-inputs";
import { applicationMessages, applications, auditEvents } from "@/server/db/schema";
import { recordingJobQueue } from "@/server/jobs/recording-job-queue.test-support";
import { alertMessageHandler } from "@/server/services/messages/alert-message";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { coborrowerAccepted } from "../support/closing-journeys";
import { person } from "../support/prequal-journeys";
import { alertDeps, carriesNone, messagesCast } from "./messages-world";

/** Issue 22 item 4, decision 098: secure messages between the loan team and the borrowers, and staff notes. */
const jobs = recordingJobQueue();
const it_ = prequalWorldForEachTest({ prequal: { jobs } });
beforeEach(() => {
  jobs.sent.length = 0;
});
const QUESTION = "Is my pay stub from March enough?";
const ANSWER = "Yes, that one will do. Thank you!";
const NOTE = "Called the employer: income confirmed. Borrower is anxious about timing.";

const jobsOf = (name: string) => jobs.sent.filter((j) => j.name === name);

describe("a borrower's thread (messages.*)", () => {
  it("carries the borrower's message to the loan team, who answer; each side sees the other's words", async () => {
    const c = await messagesCast(it_.world);
    await c.rita.browser.trpc.messages.send.mutate({ body: QUESTION });
    const staffView = await c.officerA.trpc.portal.messages.thread.query({ applicationId: c.applicationId });
    expect(staffView.messages).toMatchObject([
      { kind: "message", author: "borrower", body: QUESTION, readByStaffAt: null },
    ]);
    await c.officerA.trpc.portal.messages.markRead.mutate({ applicationId: c.applicationId });
    it_.world.seconds(1);
    await c.officerA.trpc.portal.messages.send.mutate({ applicationId: c.applicationId, body: ANSWER });
    const thread = await c.rita.browser.trpc.messages.thread.query();
    expect(thread.messages).toMatchObject([
      { author: "borrower", mine: true, body: QUESTION, unread: false },
      { author: "staff", mine: false, body: ANSWER, unread: true },
    ]);
    await c.rita.browser.trpc.messages.markRead.mutate();
    expect((await c.rita.browser.trpc.messages.thread.query()).messages[1]?.unread).toBe(false);
    const after = await c.lenderAdmin.trpc.portal.messages.thread.query({ applicationId: c.applicationId });
    expect(after.messages[0]?.readByStaffAt).not.toBeNull();
    expect(
      await it_.db.select().from(auditEvents).where(eq(auditEvents.action, "message.sent")),
    ).toHaveLength(2);
  });

  it("keeps markup as the text it is", async () => {
    const c = await messagesCast(it_.world);
    const body = '<script>alert("x")</script> <b>bold</b>';
    await c.rita.browser.trpc.messages.send.mutate({ body });
    expect((await c.rita.browser.trpc.messages.thread.query()).messages[0]?.body).toBe(body);
  });

  it("refuses an empty or too long message with the field's sentence, and records nothing", async () => {
    const c = await messagesCast(it_.world);
    expect(await refusalOf(c.rita.browser.trpc.messages.send.mutate({ body: "  \n " }))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { body: ["Write your message before sending it."] },
    });
    expect(
      await refusalOf(c.rita.browser.trpc.messages.send.mutate({ body: "a".repeat(MESSAGE_MAX_LENGTH + 1) })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { body: [`Keep the message to ${MESSAGE_MAX_LENGTH} characters.`] },
    });
    expect(await it_.db.select().from(applicationMessages)).toEqual([]);
  });

  it("is refused to an applicant with no application open, with the applicant area's 403", async () => {
    const stranger = it_.world.browser();
    await it_.world.signedUpApplicant(stranger, "nobody@mail.test");
    expect(await refusalOf(stranger.trpc.messages.thread.query())).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusalOf(stranger.trpc.messages.send.mutate({ body: QUESTION }))).toMatchObject({
      code: "FORBIDDEN",
    });
  });
});

describe("staff internal notes", () => {
  it("never reach the borrower nor the coborrower, and alert nobody", async () => {
    const coborrower = person("Moss", { firstName: "Cy", email: "cy.moss@mail.test" });
    const c = await messagesCast(it_.world, { coborrower });
    const cy = await coborrowerAccepted(it_.world, c.applicationId, coborrower);
    // The world's clock stands still unless moved: each line a second after the last.
    await c.officerA.trpc.portal.messages.addNote.mutate({ applicationId: c.applicationId, body: NOTE });
    it_.world.seconds(1);
    await c.officerA.trpc.portal.messages.send.mutate({ applicationId: c.applicationId, body: ANSWER });
    it_.world.seconds(1);
    await cy.trpc.messages.send.mutate({ body: QUESTION });
    for (const reader of [c.rita.browser, cy]) {
      const thread = await reader.trpc.messages.thread.query();
      expect(thread.messages.map((m) => m.body)).toEqual([ANSWER, QUESTION]);
      expect(JSON.stringify(thread)).not.toContain("employer");
    }
    expect((await cy.trpc.messages.thread.query()).messages[1]).toMatchObject({
      author: "coborrower",
      mine: true,
    });
    const staffView = await c.viewerA.trpc.portal.messages.thread.query({ applicationId: c.applicationId });
    expect(staffView.messages.map((m) => m.kind)).toEqual(["note", "message", "message"]);
    expect(jobsOf("message.alert")).toHaveLength(2);
    const deps = alertDeps(it_.world);
    const [note] = staffView.messages;
    await alertMessageHandler(deps)({ messageId: note?.id ?? "" });
    expect(deps.mail.sent).toEqual([]);
  });
});

describe("portal.messages.* refusals", () => {
  it("lets a viewer read but not write (403), and another organisation find nothing (404)", async () => {
    const c = await messagesCast(it_.world);
    const input = { applicationId: c.applicationId, body: ANSWER };
    await expect(
      c.viewerA.trpc.portal.messages.thread.query({ applicationId: c.applicationId }),
    ).resolves.toBeDefined();
    expect(await refusalOf(c.viewerA.trpc.portal.messages.send.mutate(input))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await refusalOf(c.viewerA.trpc.portal.messages.addNote.mutate(input))).toMatchObject({
      code: "FORBIDDEN",
    });
    for (const call of [
      c.officerB.trpc.portal.messages.thread.query({ applicationId: c.applicationId }),
      c.officerB.trpc.portal.messages.send.mutate(input),
      c.officerB.trpc.portal.messages.addNote.mutate(input),
      c.officerB.trpc.portal.messages.markRead.mutate({ applicationId: c.applicationId }),
    ])
      expect(await refusalOf(call)).toMatchObject({ code: "NOT_FOUND", httpStatus: 404 });
    await c.adminA.trpc.portal.messages.addNote.mutate(input);
    await c.lenderAdmin.trpc.portal.messages.send.mutate(input);
    expect(await it_.db.select().from(applicationMessages)).toHaveLength(2);
  });

  it("refuses an invalid applicant id or an empty message by field", async () => {
    const c = await messagesCast(it_.world);
    expect(
      await refusalOf(c.officerA.trpc.portal.messages.send.mutate({ applicationId: "nope", body: ANSWER })),
    ).toMatchObject({ code: "BAD_REQUEST", fieldErrors: { applicationId: [expect.any(String)] } });
    expect(
      await refusalOf(
        c.officerA.trpc.portal.messages.addNote.mutate({ applicationId: c.applicationId, body: "" }),
      ),
    ).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { body: ["Write your message before sending it."] },
    });
  });

  it("refuses a message to the borrowers of a declined file (409) but keeps a note", async () => {
    const c = await messagesCast(it_.world);
    await it_.db
      .update(applications)
      .set({ declinedAt: new Date() })
      .where(eq(applications.id, c.applicationId));
    expect(
      await refusalOf(
        c.officerA.trpc.portal.messages.send.mutate({ applicationId: c.applicationId, body: ANSWER }),
      ),
    ).toMatchObject({
      code: "CONFLICT",
      message:
        "This application was declined: the applicant no longer reads messages here. Keep an internal note instead.",
    });
    await c.officerA.trpc.portal.messages.addNote.mutate({ applicationId: c.applicationId, body: NOTE });
    expect(await it_.db.select().from(applicationMessages)).toMatchObject([{ kind: "note" }]);
  });
});

describe("the message.alert job", () => {
  it("tells the file's loan officers a borrower wrote, once, with the loan file's link and nothing of the message", async () => {
    const c = await messagesCast(it_.world);
    const { messageId } = await c.rita.browser.trpc.messages.send.mutate({ body: QUESTION });
    // Two minutes on, one waiting per application and side: messages in a row share one alert.
    expect(jobsOf("message.alert")).toEqual([
      {
        name: "message.alert",
        data: { messageId },
        options: {
          singletonKey: `message-alert:staff:${c.applicationId}`,
          startAfter: new Date(Date.now() + 2 * 60_000),
        },
      },
    ]);
    const deps = alertDeps(it_.world);
    await alertMessageHandler(deps)({ messageId });
    await alertMessageHandler(deps)({ messageId }); // the queue's retry
    expect(deps.mail.sent.map((m) => m.to)).toEqual([c.officerA.email]);
    const [alert] = deps.mail.sent;
    expect(alert?.text).toContain(`http://localhost/portal/applicants/${c.applicationId}/loan-file`);
    expect(carriesNone(alert, ["Rita", "Landlord", "rita.moss", "pay stub"])).toEqual([]);
  });

  it("tells the borrowers a staff message waits in the site, without its words", async () => {
    const coborrower = person("Moss", { firstName: "Cy", email: "cy.moss@mail.test" });
    const c = await messagesCast(it_.world, { coborrower });
    await coborrowerAccepted(it_.world, c.applicationId, coborrower);
    const { messageId } = await c.officerA.trpc.portal.messages.send.mutate({
      applicationId: c.applicationId,
      body: ANSWER,
    });
    const deps = alertDeps(it_.world);
    await alertMessageHandler(deps)({ messageId });
    expect(deps.mail.sent.map((m) => m.to)).toEqual(["rita.moss@mail.test", "cy.moss@mail.test"]);
    for (const message of deps.mail.sent) {
      expect(message.text).toContain("http://localhost/app/messages");
      expect(carriesNone(message, ["Rita", "Cy ", "Moss", "Landlord", ANSWER])).toEqual([]);
    }
  });
});
