import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STALE_CONDITION } from "@/domain/conditions/condition-states";
import { sessionCookieName } from "@/server/auth/realms";
import { applications, auditEvents, conditions, documents } from "@/server/db/schema";
import { statementPdf } from "@/server/documents/inspection/sample-files.test-support";
import { createStaffDocumentDownload } from "@/server/documents/staff-document-download";
import { receiveDocumentCondition } from "@/server/services/documents/receive-document-condition";
import { applicantWithDocumentsDue, fileDocument } from "../documents/documents-world";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import type { Browser } from "../support/auth-client";
import { person } from "../support/prequal-journeys";

/**
 * Conditions under staff control (issue 22 item 3, decisions 094–096) through the real /api/trpc
 * with real staff sessions: a file waits for review, a reviewer clears it or sends it back with a
 * reason the applicant reads, waives or reopens with a reason, and writes the condition; every
 * change names the version it read, is audited and shows on the loan file's timeline.
 */
const it_ = prequalWorldForEachTest();

/** Organisation A with Rita (her documents due) and her paystub condition 407; B and the lender's staff. */
async function cast() {
  const { world, db } = it_;
  const orgA = await world.organisation("Acme Credit Union");
  const orgB = await world.organisation("Birch Mortgage Brokers");
  const lender = await world.organisation("Keystone Home Credit", "lender");
  const rita = await applicantWithDocumentsDue(world, {
    borrower: person("Landlord", { firstName: "Rita", email: "rita.moss@mail.test" }),
  });
  const applicationId = rita.ctx.application.id;
  await db.update(applications).set({ organisationId: orgA.id }).where(eq(applications.id, applicationId));
  const officerA = await world.signedInMember(orgA.id, "loanOfficer");
  const { conditionId } = await officerA.trpc.portal.applicantDocuments.addCondition.mutate({
    applicationId,
    code: 407,
  });
  return {
    rita,
    applicationId,
    conditionId,
    officerA,
    viewerA: await world.signedInMember(orgA.id, "viewer"),
    officerB: await world.signedInMember(orgB.id, "loanOfficer"),
    lenderAdmin: await world.signedInMember(lender.id, "lenderAdmin"),
  };
}

/** The applicant's upload for the condition, as the upload pipeline files it (tus-uploads.test.ts runs the whole path). */
async function uploadFor(c: Awaited<ReturnType<typeof cast>>) {
  const documentId = await fileDocument(it_.db, c.applicationId, {
    documentType: "paystub",
    conditionId: c.conditionId,
  });
  await it_.db.transaction((tx) => receiveDocumentCondition(tx, c.conditionId, documentId, c.rita.ctx.actor));
  return documentId;
}

const conditionRow = async (id: string) =>
  (await it_.db.select().from(conditions).where(eq(conditions.id, id)))[0];
/** The audit records of `action`, oldest first (a table read has no order of its own). */
const auditsOf = (action: string) =>
  it_.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(asc(auditEvents.id));
const ref = (c: Awaited<ReturnType<typeof cast>>, version: number) => ({
  applicationId: c.applicationId,
  conditionId: c.conditionId,
  version,
});

describe("reviewing a condition's file (decisions 094, 096)", () => {
  it("lets an upload move the condition to received, never cleared; a reviewer clears it, the file reviewed, on the timeline", async () => {
    const c = await cast();
    const documentId = await uploadFor(c);
    const api = c.officerA.trpc.portal.applicantDocuments;
    const [seen] = (await api.get.query({ applicationId: c.applicationId })).conditions;
    expect(seen).toMatchObject({
      status: "received",
      version: 2,
      receivedFile: { id: documentId, displayName: "paystub.pdf" },
    });
    expect(await api.clearCondition.mutate(ref(c, 2))).toEqual({
      conditionId: c.conditionId,
      status: "cleared",
      version: 3,
    });
    const [file] = await it_.db.select().from(documents).where(eq(documents.id, documentId));
    expect(file?.reviewedAt).not.toBeNull();
    const [cleared] = await auditsOf("condition.cleared");
    expect(cleared?.actor).toMatch(/^staff:/);
    const file_ = await c.officerA.trpc.portal.loanFile.get.query({ applicationId: c.applicationId });
    expect(file_.timeline.map((t) => t.what)).toEqual(
      expect.arrayContaining(["Cleared condition 407", "A file arrived for condition 407: to review"]),
    );
    expect(file_.may).toMatchObject({ manageConditions: true, reviewConditions: true });
  });

  it("sends the file back with a reason and a note: the need is open again, the applicant reads why, the file no longer counts", async () => {
    const c = await cast();
    const documentId = await uploadFor(c);
    const note = "<b>This is a lunch menu</b>, not a paystub.";
    await c.officerA.trpc.portal.applicantDocuments.sendBackConditionFile.mutate({
      ...ref(c, 2),
      reason: "wrongDocument",
      note,
    });
    expect(await conditionRow(c.conditionId)).toMatchObject({
      status: "open",
      sentBackReason: "wrongDocument",
      sentBackNote: note,
      receivedDocumentId: null,
    });
    const [file] = await it_.db.select().from(documents).where(eq(documents.id, documentId));
    expect(file?.sentBackAt).not.toBeNull();
    const checklist = await c.rita.browser.trpc.documents.checklist.query();
    expect(checklist.conditions.find((x) => x.id === c.conditionId)?.sentBack).toEqual({
      reason: "wrongDocument",
      note,
    });
    const files = checklist.groups.flatMap((g) => g.lines.flatMap((l) => l.files.map((f) => f.id)));
    expect(files).not.toContain(documentId);
    const timeline = (await c.officerA.trpc.portal.loanFile.get.query({ applicationId: c.applicationId }))
      .timeline;
    expect(timeline.map((t) => t.what)).toContain(
      `Sent back the file for condition 407 (Wrong document): “${note}”`,
    );
    // The applicant answers again: it waits for review once more.
    await uploadFor(c);
    expect((await conditionRow(c.conditionId))?.status).toBe("received");
  });

  it("opens the condition again when the applicant removes the file before review", async () => {
    const c = await cast();
    const documentId = await uploadFor(c);
    await c.rita.browser.trpc.documents.remove.mutate({ documentId });
    expect(await conditionRow(c.conditionId)).toMatchObject({
      status: "open",
      receivedDocumentId: null,
      version: 3,
    });
    expect((await c.rita.browser.trpc.documents.checklist.query()).conditions.map((x) => x.id)).toEqual([
      c.conditionId,
    ]);
    expect(await auditsOf("condition.fileRemoved")).toHaveLength(1);
  });

  it("refuses each invalid field of a send-back with the field's sentence", async () => {
    const c = await cast();
    await uploadFor(c);
    const api = c.officerA.trpc.portal.applicantDocuments;
    const cases: [Record<string, unknown>, string][] = [
      [{ reason: "ugly" }, "reason"],
      [{ reason: "other", note: "" }, "note"],
      [{ note: "x".repeat(501) }, "note"],
      [{ note: "a\u0007b" }, "note"],
      [{ conditionId: "407" }, "conditionId"],
      [{ version: 0 }, "version"],
    ];
    for (const [change, field] of cases) {
      const input = { ...ref(c, 2), reason: "unreadable", note: "", ...change };
      // @ts-expect-error: deliberately invalid input, as a forged request sends it
      const refused = await refusalOf(api.sendBackConditionFile.mutate(input));
      expect(refused.code).toBe("BAD_REQUEST");
      expect(Object.keys(refused.fieldErrors ?? {})).toEqual([field]);
    }
    expect((await conditionRow(c.conditionId))?.status).toBe("received");
  });

  it("refuses moves from the wrong state with a sentence: sending back an open condition, clearing a cleared one", async () => {
    const c = await cast();
    const api = c.officerA.trpc.portal.applicantDocuments;
    const early = await refusalOf(
      api.sendBackConditionFile.mutate({ ...ref(c, 1), reason: "unreadable", note: "" }),
    );
    expect(early).toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/This condition is open\./),
    });
    await api.clearCondition.mutate(ref(c, 1));
    const twice = await refusalOf(api.clearCondition.mutate(ref(c, 2)));
    expect(twice).toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/is cleared\..*Reload/) });
  });

  it("refuses every change on a declined application", async () => {
    const c = await cast();
    await it_.db
      .update(applications)
      .set({ declinedAt: new Date() })
      .where(eq(applications.id, c.applicationId));
    const api = c.officerA.trpc.portal.applicantDocuments;
    for (const call of [
      api.clearCondition.mutate(ref(c, 1)),
      api.waiveCondition.mutate({ ...ref(c, 1), reason: "Met." }),
      api.addCondition.mutate({ applicationId: c.applicationId, code: 102 }),
    ])
      expect(await refusalOf(call)).toMatchObject({
        code: "CONFLICT",
        message: "This application was declined, so its conditions can no longer change.",
      });
    expect((await conditionRow(c.conditionId))?.status).toBe("open");
  });
});

describe("waiving and reopening (decision 094)", () => {
  it("needs a reason to waive, keeps it, and reopens a waived condition with a reason the applicant reads", async () => {
    const c = await cast();
    const api = c.officerA.trpc.portal.applicantDocuments;
    const bare = await refusalOf(api.waiveCondition.mutate({ ...ref(c, 1), reason: "  " }));
    expect(bare.fieldErrors?.reason).toEqual(["Say why the condition is no longer needed."]);
    await api.waiveCondition.mutate({ ...ref(c, 1), reason: "No overtime in the qualifying income." });
    expect(await conditionRow(c.conditionId)).toMatchObject({
      status: "waived",
      waiverReason: "No overtime in the qualifying income.",
    });
    expect((await c.rita.browser.trpc.documents.checklist.query()).conditions).toEqual([]);
    await api.reopenCondition.mutate({ ...ref(c, 2), reason: "other", note: "We now count your overtime." });
    const [back] = (await c.rita.browser.trpc.documents.checklist.query()).conditions;
    expect(back).toMatchObject({
      id: c.conditionId,
      sentBack: { reason: "other", note: "We now count your overtime." },
    });
    const words = (
      await c.officerA.trpc.portal.loanFile.get.query({ applicationId: c.applicationId })
    ).timeline.map((t) => t.what);
    expect(words).toEqual(
      expect.arrayContaining([
        "Waived condition 407: “No overtime in the qualifying income.”",
        "Reopened condition 407 (Other): “We now count your overtime.”",
      ]),
    );
    const reopenOpen = await refusalOf(
      api.reopenCondition.mutate({ ...ref(c, 3), reason: "expired", note: "" }),
    );
    expect(reopenOpen.code).toBe("CONFLICT");
  });
});

describe("writing a condition (decision 095)", () => {
  const edit = (
    c: Awaited<ReturnType<typeof cast>>,
    version: number,
    over: Record<string, unknown> = {},
  ) => ({
    ...ref(c, version),
    text: "Upload your <i>year-end</i> paystubs for 2024 and 2025.",
    category: "priorToFunding" as const,
    owner: "borrower" as const,
    dueOn: "2000-01-03",
    ...over,
  });

  it("writes the text as plain text, the category, owner and due date, flags it past due in the loan file and the pipeline", async () => {
    const c = await cast();
    const api = c.officerA.trpc.portal.applicantDocuments;
    await api.editCondition.mutate(edit(c, 1));
    const [seen] = (await c.officerA.trpc.portal.loanFile.get.query({ applicationId: c.applicationId }))
      .conditions;
    expect(seen).toMatchObject({
      text: "Upload your <i>year-end</i> paystubs for 2024 and 2025.",
      category: "priorToFunding",
      owner: "borrower",
      dueOn: "2000-01-03",
      pastDue: true,
      version: 2,
    });
    const [row] = (await c.officerA.trpc.portal.pipeline.list.query({})).applications;
    expect(row).toMatchObject({ openConditions: 1, pastDueConditions: 1 });
    await api.editCondition.mutate(edit(c, 2, { dueOn: "2999-12-31" }));
    const [later] = (await api.get.query({ applicationId: c.applicationId })).conditions;
    expect(later?.pastDue).toBe(false);
    const [edited] = await auditsOf("condition.edited");
    expect(edited?.details).toMatchObject({ changed: ["text", "category", "dueOn"] });
  });

  it("adds a written condition with its category, owner and due date; one the loan team owns is not the applicant's", async () => {
    const c = await cast();
    const { conditionId } = await c.officerA.trpc.portal.applicantDocuments.addCondition.mutate({
      applicationId: c.applicationId,
      code: 102,
      text: "Order the flood certificate.",
      category: "priorToDocuments",
      owner: "loanTeam",
      dueOn: "2999-01-01",
    });
    expect(await conditionRow(conditionId)).toMatchObject({
      owner: "loanTeam",
      category: "priorToDocuments",
    });
    const ids = (await c.rita.browser.trpc.documents.checklist.query()).conditions.map((x) => x.id);
    expect(ids).toEqual([c.conditionId]);
  });

  it("moves the coborrower's condition to the coborrower when they are made its owner", async () => {
    const c = await cast();
    await c.officerA.trpc.portal.applicantDocuments.editCondition.mutate(edit(c, 1, { owner: "coborrower" }));
    expect(await conditionRow(c.conditionId)).toMatchObject({ owner: "coborrower", borrower: "coborrower" });
  });

  it("refuses each invalid field of an edit with the field's sentence", async () => {
    const c = await cast();
    const api = c.officerA.trpc.portal.applicantDocuments;
    const cases: [Record<string, unknown>, string][] = [
      [{ text: "   " }, "text"],
      [{ text: "x".repeat(1001) }, "text"],
      [{ category: "whenever" }, "category"],
      [{ owner: "neighbour" }, "owner"],
      [{ dueOn: "2026-02-30" }, "dueOn"],
      [{ dueOn: "next week" }, "dueOn"],
      [{ applicationId: "rita" }, "applicationId"],
    ];
    for (const [change, field] of cases) {
      const refused = await refusalOf(api.editCondition.mutate(edit(c, 1, change)));
      expect(refused.code).toBe("BAD_REQUEST");
      expect(Object.keys(refused.fieldErrors ?? {})).toEqual([field]);
    }
    expect((await conditionRow(c.conditionId))?.version).toBe(1);
  });

  it("refuses a stale edit (someone else changed the condition) with a sentence asking to reload", async () => {
    const c = await cast();
    const api = c.officerA.trpc.portal.applicantDocuments;
    await c.lenderAdmin.trpc.portal.applicantDocuments.editCondition.mutate(edit(c, 1, { text: "Theirs." }));
    const stale = await refusalOf(api.editCondition.mutate(edit(c, 1, { text: "Mine." })));
    expect(stale).toMatchObject({ code: "CONFLICT", message: STALE_CONDITION });
    // An upload in between is a change too.
    await uploadFor(c);
    expect(await refusalOf(api.clearCondition.mutate(ref(c, 2)))).toMatchObject({ code: "CONFLICT" });
    expect((await conditionRow(c.conditionId))?.text).toBe("Theirs.");
  });
});

describe("who may change conditions", () => {
  it("refuses a viewer (403), another organisation (404) and a condition of another application (404); the lender's staff reach every one", async () => {
    const c = await cast();
    const calls = (api: typeof c.officerA.trpc.portal.applicantDocuments, at: ReturnType<typeof ref>) => [
      api.editCondition.mutate({
        ...at,
        text: "x",
        category: "priorToApproval",
        owner: "borrower",
        dueOn: null,
      }),
      api.clearCondition.mutate(at),
      api.sendBackConditionFile.mutate({ ...at, reason: "unreadable", note: "" }),
      api.waiveCondition.mutate({ ...at, reason: "Met." }),
      api.reopenCondition.mutate({ ...at, reason: "expired", note: "" }),
    ];
    for (const call of calls(c.viewerA.trpc.portal.applicantDocuments, ref(c, 1)))
      expect((await refusalOf(call)).code).toBe("FORBIDDEN");
    for (const call of calls(c.officerB.trpc.portal.applicantDocuments, ref(c, 1)))
      expect((await refusalOf(call)).code).toBe("NOT_FOUND");
    // Its own application named with A's condition is refused as a missing one.
    const other = await applicantWithDocumentsDue(it_.world, { borrower: person("Lee") });
    for (const call of calls(c.lenderAdmin.trpc.portal.applicantDocuments, {
      ...ref(c, 1),
      applicationId: other.ctx.application.id,
    }))
      expect((await refusalOf(call)).code).toBe("NOT_FOUND");
    expect(
      (
        await refusalOf(
          c.officerA.trpc.portal.applicantDocuments.clearCondition.mutate({
            ...ref(c, 1),
            conditionId: randomUUID(),
          }),
        )
      ).code,
    ).toBe("NOT_FOUND");
    expect((await conditionRow(c.conditionId))?.version).toBe(1);
    await c.lenderAdmin.trpc.portal.applicantDocuments.clearCondition.mutate(ref(c, 1));
    expect((await conditionRow(c.conditionId))?.status).toBe("cleared");
  });
});

describe("GET /api/portal-documents/<id>/pages/<n>: the reviewer's viewer (decision 096)", () => {
  const view = (documentId: string, page: number, b: Browser) => {
    const { api } = it_.world;
    const cookie = b.sessionCookie("portal");
    return createStaffDocumentDownload({
      auth: async () => api.runtime,
      prequal: async () => api.prequal,
      storage: api.documents.storage,
    })(
      new Request(`http://localhost/api/portal-documents/${documentId}/pages/${page}`, {
        headers: { cookie: `${sessionCookieName("portal", api.runtime.secure)}=${cookie}` },
      }),
    );
  };

  it("draws a received PDF's pages as images on the server, inline and sandboxed, within reach, the first view audited", async () => {
    const c = await cast();
    const documentId = await uploadFor(c);
    const [row] = await it_.db.select().from(documents).where(eq(documents.id, documentId));
    await it_.world.api.documents.storage.put(row?.storageKey as string, await statementPdf(2), {
      contentType: "application/pdf",
    });
    const first = await view(documentId, 1, c.officerA);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("x-page-count")).toBe("2");
    expect(first.headers.get("content-disposition")).toBe("inline");
    expect(first.headers.get("content-security-policy")).toContain("sandbox");
    expect((await view(documentId, 2, c.officerA)).status).toBe(200);
    const beyond = await view(documentId, 3, c.officerA);
    expect([beyond.status, await beyond.text()]).toEqual([
      404,
      "This file has no such page, or it could not be drawn. Download the file to read it.",
    ]);
    expect((await view(documentId, 1, c.officerB)).status).toBe(404);
    expect(await auditsOf("document.viewedByStaff")).toHaveLength(1);
  });
});
