import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessionCookieName } from "@/server/auth/realms";
import { applications, auditEvents, documents } from "@/server/db/schema";
import { createStaffDocumentDownload } from "@/server/documents/staff-document-download";
import { applicantWithDocumentsDue, fileDocument } from "../documents/documents-world";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import type { Browser } from "../support/auth-client";
import { person } from "../support/prequal-journeys";

/**
 * The portal's pipeline and an applicant's documents (decision 040) through the real /api/trpc
 * with real staff sessions: an organisation works its own applicants only, a viewer reads, a
 * lender administrator reaches every organisation.
 */
const it_ = prequalWorldForEachTest();

/** Organisation A with Rita (referred by A, her documents due), organisation B with its own applicant. */
async function cast() {
  const { world, db } = it_;
  const orgA = await world.organisation("Acme Credit Union");
  const orgB = await world.organisation("Birch Mortgage Brokers");
  const lender = await world.organisation("Keystone Home Credit", "lender");
  const rita = await applicantWithDocumentsDue(world, {
    borrower: person("Landlord", { firstName: "Rita", email: "rita.moss@mail.test" }),
  });
  const ritaId = rita.ctx.application.id;
  // As a referral link of A leaves it (decision 026): the application names the organisation.
  await db.update(applications).set({ organisationId: orgA.id }).where(eq(applications.id, ritaId));
  const [other] = await db
    .insert(applications)
    .values({
      flow: "old",
      landingVersion: "A",
      organisationId: orgB.id,
      referralId: randomUUID(),
      applicationStatus: "mcr",
      // Referred a minute after Rita applied (the world's clock stands still unless moved).
      createdAt: new Date(Date.now() + 60_000),
      answers: { borrower: { firstName: "Otto", lastName: "Berg", email: "otto@mail.test" } },
    })
    .returning({ id: applications.id });
  return {
    rita,
    ritaId,
    otherId: other?.id as string,
    officerA: await world.signedInMember(orgA.id, "loanOfficer"),
    viewerA: await world.signedInMember(orgA.id, "viewer"),
    officerB: await world.signedInMember(orgB.id, "loanOfficer"),
    lenderAdmin: await world.signedInMember(lender.id, "lenderAdmin"),
  };
}

const lineOf = (
  list: { groups: { owner: string; lines: { type: string; skipped: boolean; required: boolean }[] }[] },
  owner: string,
  type: string,
) => list.groups.find((g) => g.owner === owner)?.lines.find((l) => l.type === type);

/** The audit records of `action`, oldest first (a table read has no order of its own). */
const auditsOf = (action: string) =>
  it_.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(asc(auditEvents.id));

describe("portal.pipeline.list", () => {
  it("shows a loan officer only its own organisation's applicants, newest first, with no SSN or date of birth", async () => {
    const c = await cast();
    const list = await c.officerA.trpc.portal.pipeline.list.query({ page: 1 });
    expect(list.applications.map((a) => a.applicationId)).toEqual([c.ritaId]);
    const [row] = list.applications;
    expect(row).toMatchObject({
      name: "Rita Landlord",
      email: "rita.moss@mail.test",
      product: "heloc",
      stage: "documents",
      stageLabel: "Collecting documents",
      decision: null,
      openConditions: 0,
      organisationName: null,
      applicationNumber: c.ritaId.slice(0, 8).toUpperCase(),
    });
    expect(row?.amount).toBeGreaterThan(0);
    expect(row?.daysInStatus).toBe(0);
    expect(JSON.stringify(list)).not.toMatch(/ssn|dateOfBirth|\d{3}-\d{2}-\d{4}/i);
    const otherList = await c.officerB.trpc.portal.pipeline.list.query({ page: 1 });
    expect(otherList.applications.map((a) => a.applicationId)).toEqual([c.otherId]);
  });

  it("shows a lender administrator every organisation's applicants with the organisation's name", async () => {
    const c = await cast();
    const list = await c.lenderAdmin.trpc.portal.pipeline.list.query({ page: 1 });
    expect(list.everyOrganisation).toBe(true);
    expect(list.applications.map((a) => [a.name, a.organisationName])).toEqual([
      ["Otto Berg", "Birch Mortgage Brokers"],
      ["Rita Landlord", "Acme Credit Union"],
    ]);
  });
});

describe("the pipeline holds volume (issue 22 item 5, decision 086)", () => {
  it("finds a file by part of a name, by e-mail and by application number, within the caller's reach only", async () => {
    const c = await cast();
    const find = (search: string) =>
      c.lenderAdmin.trpc.portal.pipeline.list
        .query({ search })
        .then((l) => l.applications.map((a) => a.name));
    expect(await find("landl")).toEqual(["Rita Landlord"]);
    expect(await find("OTTO@MAIL")).toEqual(["Otto Berg"]);
    expect(await find(c.otherId.slice(0, 8).toUpperCase())).toEqual(["Otto Berg"]);
    expect(await find("100%_")).toEqual([]);
    const officer = await c.officerA.trpc.portal.pipeline.list.query({ search: "otto" });
    expect(officer.applications).toEqual([]);
  });

  it("filters by stage, decision and organisation, and sorts by a column either way", async () => {
    const c = await cast();
    const api = c.lenderAdmin.trpc.portal.pipeline.list;
    const names = (l: { applications: { name: string }[] }) => l.applications.map((a) => a.name);
    expect(names(await api.query({ stage: "documents" }))).toEqual(["Rita Landlord"]);
    expect(names(await api.query({ stage: "lead" }))).toEqual(["Otto Berg"]);
    expect(names(await api.query({ decision: "approved" }))).toEqual([]);
    expect(names(await api.query({ decision: "none" }))).toHaveLength(2);
    const list = await api.query({});
    const birch = list.organisations.find((o) => o.name === "Birch Mortgage Brokers");
    expect(names(await api.query({ organisationId: birch?.id }))).toEqual(["Otto Berg"]);
    expect(names(await api.query({ sort: "applicant", direction: "asc" }))).toEqual([
      "Otto Berg",
      "Rita Landlord",
    ]);
    expect(names(await api.query({ sort: "applicant", direction: "desc" }))).toEqual([
      "Rita Landlord",
      "Otto Berg",
    ]);
    expect(names(await api.query({ sort: "amount", direction: "desc" }))).toEqual([
      "Rita Landlord",
      "Otto Berg",
    ]);
  });

  it("counts days in stage from the last change of status, which the database keeps whoever writes the status", async () => {
    const c = await cast();
    await it_.db
      .update(applications)
      .set({ statusChangedAt: sql`now() - interval '3 days 1 minute'` })
      .where(eq(applications.id, c.ritaId));
    expect((await c.officerA.trpc.portal.pipeline.list.query({})).applications[0]?.daysInStatus).toBe(3);
    // Another write that leaves the status alone keeps the day; a new status starts the count again.
    await it_.db.update(applications).set({ updatedAt: new Date() }).where(eq(applications.id, c.ritaId));
    expect((await c.officerA.trpc.portal.pipeline.list.query({})).applications[0]?.daysInStatus).toBe(3);
    await it_.db
      .update(applications)
      .set({ applicationStatus: "loanDisbursement" })
      .where(eq(applications.id, c.ritaId));
    const [row] = (await c.officerA.trpc.portal.pipeline.list.query({})).applications;
    expect(row).toMatchObject({ daysInStatus: 0, stageLabel: "Funding account to confirm" });
  });

  it("counts open conditions in the row", async () => {
    const c = await cast();
    await c.officerA.trpc.portal.applicantDocuments.addCondition.mutate({
      applicationId: c.ritaId,
      code: 102,
    });
    const [row] = (await c.officerA.trpc.portal.pipeline.list.query({})).applications;
    expect(row?.openConditions).toBe(1);
  });

  it("leaves out a referral draft its borrower abandoned for the file of their account", async () => {
    const c = await cast();
    const [organisation] = await it_.db
      .select({ id: applications.organisationId })
      .from(applications)
      .where(eq(applications.id, c.ritaId));
    await it_.db.insert(applications).values({
      flow: "old",
      landingVersion: "A",
      organisationId: organisation?.id,
      referralId: randomUUID(),
      applicationStatus: "mcr",
      answers: { borrower: { firstName: "Rita", lastName: "Landlord", email: "RITA.MOSS@mail.test" } },
    });
    const list = await c.officerA.trpc.portal.pipeline.list.query({});
    expect(list.applications.map((a) => a.applicationId)).toEqual([c.ritaId]);
    expect(list.total).toBe(1);
  });

  it("refuses a filter it does not know with a sentence, not a 500", async () => {
    const c = await cast();
    const refused = await refusalOf(
      c.officerA.trpc.portal.pipeline.list.query({
        stage: "Income Docs" as "documents",
        sort: "ssn" as "amount",
      }),
    );
    expect(refused).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
    expect(refused.fieldErrors?.stage).toEqual(["Choose a stage from the list."]);
    expect(refused.fieldErrors?.sort).toEqual(["Choose a column to sort by."]);
  });

  it("exports the same files as CSV, audited, with no personal number", async () => {
    const c = await cast();
    const exported = await c.officerA.trpc.portal.pipeline.export.mutate({
      sort: "applicant",
      direction: "asc",
    });
    const lines = exported.csv.trim().split("\r\n");
    expect(lines[0]).toMatch(/^Application number,Applicant,E-mail,Product,Amount,Stage,Decision/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Rita Landlord,rita.moss@mail.test,HELOC");
    expect(lines[1]).toContain("Collecting documents");
    expect(exported).toMatchObject({ rows: 1, truncated: false });
    expect(exported.csv).not.toMatch(/\d{3}-\d{2}-\d{4}/);
    expect(await auditsOf("pipeline.exported")).toHaveLength(1);
    const viewer = await c.viewerA.trpc.portal.pipeline.export.mutate({});
    expect(viewer.rows).toBe(1);
  });
});

describe("portal.applicantDocuments.*: another organisation's applicant is refused on every call", () => {
  it("answers NOT_FOUND to organisation B for each of A's applicant's calls, and changes nothing", async () => {
    const c = await cast();
    const [paystub] = [await fileDocument(it_.db, c.ritaId, { documentType: "paystub" })];
    const api = c.officerB.trpc.portal.applicantDocuments;
    const applicationId = c.ritaId;
    const calls = [
      api.get.query({ applicationId }),
      api.waive.mutate({ applicationId, documentType: "paystub", borrower: "main" }),
      api.request.mutate({ applicationId, documentType: "bank_statements", reason: "One more month." }),
      api.addCondition.mutate({ applicationId, code: 106 }),
      api.markReviewed.mutate({ applicationId, documentId: paystub as string }),
    ];
    for (const call of calls) expect((await refusalOf(call)).code).toBe("NOT_FOUND");
    // Naming its own application with A's file or condition is refused as well.
    const { conditionId } = await c.officerA.trpc.portal.applicantDocuments.addCondition.mutate({
      applicationId,
      code: 102,
    });
    expect(
      (await refusalOf(api.markReviewed.mutate({ applicationId: c.otherId, documentId: paystub as string })))
        .code,
    ).toBe("NOT_FOUND");
    expect(
      (
        await refusalOf(
          api.waiveCondition.mutate({ applicationId: c.otherId, conditionId, version: 1, reason: "Met." }),
        )
      ).code,
    ).toBe("NOT_FOUND");
    expect(
      (await refusalOf(api.waiveCondition.mutate({ applicationId, conditionId, version: 1, reason: "Met." })))
        .code,
    ).toBe("NOT_FOUND");
    expect(await auditsOf("document.waived")).toHaveLength(0);
    expect(await auditsOf("document.reviewed")).toHaveLength(0);
    expect(it_.world.api.jobs.sent).toEqual([]);
  });

  it("lets a viewer read but not waive, request, add, waive a condition or mark reviewed", async () => {
    const c = await cast();
    const applicationId = c.ritaId;
    const documentId = await fileDocument(it_.db, applicationId, { documentType: "paystub" });
    const view = await c.viewerA.trpc.portal.applicantDocuments.get.query({ applicationId });
    expect(view.may).toEqual({ manageDocuments: false, manageConditions: false, reviewConditions: false });
    const api = c.viewerA.trpc.portal.applicantDocuments;
    for (const call of [
      api.waive.mutate({ applicationId, documentType: "paystub", borrower: "main" }),
      api.request.mutate({ applicationId, documentType: "bank_statements", reason: "One more month." }),
      api.addCondition.mutate({ applicationId, code: 102 }),
      api.waiveCondition.mutate({ applicationId, conditionId: randomUUID(), version: 1, reason: "Met." }),
      api.markReviewed.mutate({ applicationId, documentId }),
    ])
      expect((await refusalOf(call)).code).toBe("FORBIDDEN");
  });
});

describe("a loan officer works its own applicant's documents", () => {
  it("waives a line: the applicant's checklist shows it as not needed, audited with the staff actor", async () => {
    const c = await cast();
    const before = await c.rita.browser.trpc.documents.checklist.query();
    expect(lineOf(before, "main", "paystub")?.skipped).toBe(false);
    await c.officerA.trpc.portal.applicantDocuments.waive.mutate({
      applicationId: c.ritaId,
      documentType: "paystub",
      borrower: "main",
    });
    const after = await c.rita.browser.trpc.documents.checklist.query();
    expect(lineOf(after, "main", "paystub")?.skipped).toBe(true);
    const view = await c.officerA.trpc.portal.applicantDocuments.get.query({ applicationId: c.ritaId });
    expect(view.uploadRequests).toEqual([expect.objectContaining({ documentType: "paystub", waived: true })]);
    const [audit] = await auditsOf("document.waived");
    expect(audit).toMatchObject({ actor: `staff:${c.officerA.staffId}`, subject: `application:${c.ritaId}` });
    expect(audit?.address).toBeTruthy();
  });

  it("requests a document with a reason: the applicant's checklist asks for it", async () => {
    const c = await cast();
    expect(
      lineOf(await c.rita.browser.trpc.documents.checklist.query(), "main", "bank_statements")?.required ??
        false,
    ).toBe(false);
    await c.officerA.trpc.portal.applicantDocuments.request.mutate({
      applicationId: c.ritaId,
      documentType: "bank_statements",
      borrower: "main",
      reason: "We need your last three statements.",
    });
    const line = lineOf(await c.rita.browser.trpc.documents.checklist.query(), "main", "bank_statements");
    expect(line?.required).toBe(true);
    const view = await c.officerA.trpc.portal.applicantDocuments.get.query({ applicationId: c.ritaId });
    expect(view.uploadRequests[0]).toMatchObject({
      reason: "We need your last three statements.",
      waived: false,
    });
    expect(await auditsOf("document.requested")).toHaveLength(1);
  });

  it("refuses a request without a reason, with the sentence the form shows", async () => {
    const c = await cast();
    const refused = await refusalOf(
      c.officerA.trpc.portal.applicantDocuments.request.mutate({
        applicationId: c.ritaId,
        documentType: "bank_statements",
        reason: " ",
      }),
    );
    expect(refused.code).toBe("BAD_REQUEST");
    expect(refused.fieldErrors?.reason).toEqual(["Tell the applicant why you need it: they read this."]);
  });

  it("adds an e-mail condition by its code, which queues its mail job; an information one the applicant sees", async () => {
    const c = await cast();
    const api = c.officerA.trpc.portal.applicantDocuments;
    const mailed = await api.addCondition.mutate({ applicationId: c.ritaId, code: 106 });
    expect(mailed.kind).toBe("email");
    expect(it_.world.api.jobs.sent).toEqual([
      expect.objectContaining({ name: "condition.mail", data: { conditionId: mailed.conditionId } }),
    ]);
    const asked = await api.addCondition.mutate({ applicationId: c.ritaId, code: 102 });
    expect((await c.rita.browser.trpc.documents.checklist.query()).conditions.map((x) => x.id)).toContain(
      asked.conditionId,
    );
    await api.waiveCondition.mutate({
      applicationId: c.ritaId,
      conditionId: asked.conditionId,
      version: 1,
      reason: "The credit report explains it.",
    });
    expect((await c.rita.browser.trpc.documents.checklist.query()).conditions.map((x) => x.id)).not.toContain(
      asked.conditionId,
    );
    const view = await api.get.query({ applicationId: c.ritaId });
    expect(view.conditions.map((x) => [x.code, x.status])).toEqual([
      [106, "open"],
      [102, "waived"],
    ]);
    expect(await auditsOf("condition.waived")).toHaveLength(1);
  });

  it("marks a file reviewed: the applicant can no longer remove it", async () => {
    const c = await cast();
    const documentId = await fileDocument(it_.db, c.ritaId, { documentType: "paystub" });
    const { reviewedAt } = await c.officerA.trpc.portal.applicantDocuments.markReviewed.mutate({
      applicationId: c.ritaId,
      documentId,
    });
    expect(reviewedAt).toBeInstanceOf(Date);
    const refused = await refusalOf(c.rita.browser.trpc.documents.remove.mutate({ documentId }));
    expect(refused.code).toBe("CONFLICT");
    const view = await c.officerA.trpc.portal.applicantDocuments.get.query({ applicationId: c.ritaId });
    const file = view.checklist?.groups
      .flatMap((g) => g.lines.flatMap((l) => l.files))
      .find((f) => f.id === documentId);
    expect(file?.reviewedAt).toEqual(reviewedAt);
    expect(await auditsOf("document.reviewed")).toHaveLength(1);
  });

  it("lets a lender administrator work any organisation's applicant", async () => {
    const c = await cast();
    const view = await c.lenderAdmin.trpc.portal.applicantDocuments.get.query({ applicationId: c.ritaId });
    expect(view.applicant).toMatchObject({ name: "Rita Landlord", organisationName: "Acme Credit Union" });
    expect(view.may).toEqual({ manageDocuments: true, manageConditions: true, reviewConditions: true });
    await c.lenderAdmin.trpc.portal.applicantDocuments.waive.mutate({
      applicationId: c.ritaId,
      documentType: "paystub",
      borrower: "main",
    });
    expect(lineOf(await c.rita.browser.trpc.documents.checklist.query(), "main", "paystub")?.skipped).toBe(
      true,
    );
  });
});

describe("GET /api/portal-documents/<id>/file: staff download within reach, audited", () => {
  async function storedFile(applicationId: string) {
    const documentId = await fileDocument(it_.db, applicationId, { documentType: "paystub" });
    const [row] = await it_.db.select().from(documents).where(eq(documents.id, documentId));
    await it_.world.api.documents.storage.put(
      row?.storageKey as string,
      new TextEncoder().encode("%PDF-1.7"),
      {
        contentType: "application/pdf",
      },
    );
    return documentId;
  }
  const download = (documentId: string, b?: Browser) => {
    const { api } = it_.world;
    const name = sessionCookieName("portal", api.runtime.secure);
    const cookie = b?.sessionCookie("portal");
    return createStaffDocumentDownload({
      auth: async () => api.runtime,
      prequal: async () => api.prequal,
      storage: api.documents.storage,
    })(
      new Request(`http://localhost/api/portal-documents/${documentId}/file`, {
        headers: cookie ? { cookie: `${name}=${cookie}`, "x-forwarded-for": "203.0.113.9" } : {},
      }),
    );
  };

  it("serves its own organisation's applicant's file as a sandboxed attachment and records who read it", async () => {
    const c = await cast();
    const documentId = await storedFile(c.ritaId);
    const answer = await download(documentId, c.viewerA);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("content-security-policy")).toContain("sandbox");
    expect(await answer.text()).toBe("%PDF-1.7");
    const audits = await it_.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, "document.downloadedByStaff"),
          eq(auditEvents.subject, `document:${documentId}`),
        ),
      );
    expect(audits).toEqual([
      expect.objectContaining({
        actor: `staff:${c.viewerA.staffId}`,
        details: { applicationId: c.ritaId, documentType: "paystub" },
      }),
    ]);
  });

  it("refuses another organisation's staff, the applicant's own session and no session, and records nothing", async () => {
    const c = await cast();
    const documentId = await storedFile(c.ritaId);
    expect((await download(documentId, c.officerB)).status).toBe(404);
    expect((await download(documentId, c.rita.browser)).status).toBe(401);
    expect((await download(documentId)).status).toBe(401);
    expect((await download(randomUUID(), c.officerA)).status).toBe(404);
    expect(await auditsOf("document.downloadedByStaff")).toHaveLength(0);
    expect((await download(documentId, c.lenderAdmin)).status).toBe(200);
  });
});
