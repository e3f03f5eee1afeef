import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, auditEvents, documents } from "@/server/db/schema";
import { requestDocument, waiveDocument } from "@/server/services/documents/upload-requests";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { person } from "../support/prequal-journeys";
import { applicantWithDocumentsDue, fileDocument, fileEverythingMissing } from "./documents-world";

const it_ = prequalWorldForEachTest();

const statusOf = async (id: string) =>
  (await it_.db.select().from(applications).where(eq(applications.id, id)))[0]?.applicationStatus;
const audits = (action: string, subject: string) =>
  it_.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subject, subject)));

describe("completing the application summary (decisions 035, 038)", () => {
  it("leads to the disclosures first (spec §4: 22 before the income documents' 24)", async () => {
    const { completed, ctx } = await applicantWithDocumentsDue(it_.world);
    expect(completed.next).toBe("/app/application/sign");
    const changes = await audits("application.statusChanged", `application:${ctx.application.id}`);
    expect(changes.at(-1)?.details).toMatchObject({ to: "disclosures" });
  });
});

describe("documents.checklist (spec §4, §9)", () => {
  it("groups a borrower's, a coborrower's and each property's lines, properties headed by their address", async () => {
    const { browser } = await applicantWithDocumentsDue(it_.world, {
      coborrower: person("Lee", { firstName: "Cas" }),
    });
    const list = await browser.trpc.documents.checklist.query();
    const required = (owner: string, propertyId: string | null = null) =>
      list.groups
        .find((g) => g.owner === owner && g.propertyId === propertyId)
        ?.lines.filter((l) => l.required)
        .map((l) => [l.type, l.count]);
    expect(required("main")).toEqual([
      ["id_document", 1],
      ["paystub", 4],
      ["w2", 2],
      ["rental_agreement", 1],
      ["current_personal_tax_returns", 1],
    ]);
    expect(required("coborrower")).toEqual([
      ["id_document", 1],
      ["paystub", 4],
      ["w2", 2],
    ]);
    const properties = list.groups.filter((g) => g.owner === "property");
    expect(properties.map((g) => g.heading)).toEqual([
      expect.stringMatching(/^\d+ .+, DE \d{5}$/),
      expect.stringMatching(/Rental Row/),
    ]);
    for (const g of properties)
      expect(g.lines.map((l) => [l.type, l.required])).toEqual([
        ["mortgage_statement", true],
        ["homeowners_insurance", false],
      ]);
    const id = list.groups[0]?.lines.find((l) => l.type === "id_document");
    expect(id?.accepted?.find((a) => a.type === "driver_license")?.sides).toEqual(["front", "back"]);
    expect(id?.accepted?.find((a) => a.type === "passport")?.sides).toEqual(["front"]);
    expect(list.progress.total).toEqual({
      required: 1 + 4 + 2 + 1 + 1 + 1 + 4 + 2 + 1 + 1,
      uploaded: 0,
      complete: false,
    });
    expect(list.complete).toBe(false);
    expect(list.conditions).toEqual([]);
  });

  it("counts a driver license once both sides are in, and lists each side's file", async () => {
    const { browser, ctx } = await applicantWithDocumentsDue(it_.world);
    await fileDocument(it_.db, ctx.application.id, { documentType: "driver_license", side: "front" });
    const idLine = async () =>
      (await browser.trpc.documents.checklist.query()).groups[0]?.lines.find((l) => l.type === "id_document");
    expect((await idLine())?.uploaded).toBe(0);
    await fileDocument(it_.db, ctx.application.id, { documentType: "driver_license", side: "back" });
    const line = await idLine();
    expect(line?.uploaded).toBe(1);
    expect(line?.files.map((f) => [f.documentType, f.side, f.removable])).toEqual([
      ["driver_license", "front", true],
      ["driver_license", "back", true],
    ]);
  });

  it("shows a line the lender waived as not needed, and a line the lender asked for", async () => {
    const { browser, ctx } = await applicantWithDocumentsDue(it_.world);
    const deps = it_.world.api.prequal;
    const by = "staff:loan-officer";
    await waiveDocument(deps, { applicationId: ctx.application.id, documentType: "w2", by });
    await requestDocument(deps, { applicationId: ctx.application.id, documentType: "bank_statements", by });
    const lines = (await browser.trpc.documents.checklist.query()).groups[0]?.lines ?? [];
    expect(lines.find((l) => l.type === "w2")).toMatchObject({ skipped: true, missing: 0 });
    expect(lines.find((l) => l.type === "bank_statements")).toMatchObject({
      required: true,
      count: 3,
      missing: 3,
    });
    expect(await audits("document.waived", `application:${ctx.application.id}`)).toHaveLength(1);
    expect(await audits("document.requested", `application:${ctx.application.id}`)).toHaveLength(1);
  });

  it("answers another applicant only their own checklist", async () => {
    const { ctx } = await applicantWithDocumentsDue(it_.world);
    await fileDocument(it_.db, ctx.application.id, { documentType: "paystub" });
    const other = await applicantWithDocumentsDue(it_.world, { borrower: person("Lee") });
    const list = await other.browser.trpc.documents.checklist.query();
    expect(list.groups.flatMap((g) => g.lines.flatMap((l) => l.files))).toEqual([]);
  });
});

describe("documents.remove (decision 032)", () => {
  it("removes the applicant's own file with an audit record; it leaves the checklist", async () => {
    const { browser, ctx } = await applicantWithDocumentsDue(it_.world);
    const id = await fileDocument(it_.db, ctx.application.id, { documentType: "paystub" });
    expect(await browser.trpc.documents.remove.mutate({ documentId: id })).toEqual({ removed: true });
    const [row] = await it_.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.removedAt).toBeInstanceOf(Date);
    expect(row?.removedBy).toBe(ctx.actor);
    expect(await audits("document.removed", `document:${id}`)).toHaveLength(1);
    const paystubs = (await browser.trpc.documents.checklist.query()).groups[0]?.lines.find(
      (l) => l.type === "paystub",
    );
    expect(paystubs?.files).toEqual([]);
    expect(await refusalOf(browser.trpc.documents.remove.mutate({ documentId: id }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("refuses another applicant's file as not found, as a missing one, and leaves it (attack)", async () => {
    const { ctx } = await applicantWithDocumentsDue(it_.world);
    const id = await fileDocument(it_.db, ctx.application.id, { documentType: "paystub" });
    const other = await applicantWithDocumentsDue(it_.world, { borrower: person("Lee") });
    const theirs = await refusalOf(other.browser.trpc.documents.remove.mutate({ documentId: id }));
    const missing = await refusalOf(
      other.browser.trpc.documents.remove.mutate({ documentId: crypto.randomUUID() }),
    );
    expect(theirs).toEqual(missing);
    expect(theirs).toMatchObject({
      code: "NOT_FOUND",
      message: "We couldn’t find that file. Reload the page to see your documents.",
    });
    const [row] = await it_.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.removedAt).toBeNull();
  });

  it("refuses a file the lender has reviewed", async () => {
    const { browser, ctx } = await applicantWithDocumentsDue(it_.world);
    const id = await fileDocument(it_.db, ctx.application.id, {
      documentType: "paystub",
      reviewedAt: new Date(),
    });
    expect(await refusalOf(browser.trpc.documents.remove.mutate({ documentId: id }))).toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("already reviewed this file"),
    });
  });
});

describe("documents.complete (the income documents' Continue)", () => {
  it("is refused, naming what is missing, until every required line is in; then moves the status to loan disbursement and sends the applicant there", async () => {
    const { browser, ctx } = await applicantWithDocumentsDue(it_.world);
    const refused = await refusalOf(browser.trpc.documents.complete.mutate());
    expect(refused).toMatchObject({ code: "BAD_REQUEST" });
    expect(refused?.message).toContain(
      "Upload these documents first: Photo ID (yours); Paystubs (4 most recent) (yours, 4 more)",
    );
    expect(refused?.message).toMatch(/Mortgage statement \(for .*Rental Row/);
    await fileEverythingMissing(browser, it_.db, ctx.application.id);
    expect(await browser.trpc.documents.checklist.query()).toMatchObject({
      complete: true,
      submitted: false,
    });
    expect(await browser.trpc.documents.complete.mutate()).toEqual({
      next: "/app/application/loan-disbursement",
    });
    expect(await browser.trpc.documents.complete.mutate()).toEqual({
      next: "/app/application/loan-disbursement",
    });
    expect(await statusOf(ctx.application.id)).toBe("loanDisbursement");
    // The step then says what happens next instead of offering Continue again.
    expect((await browser.trpc.documents.checklist.query()).submitted).toBe(true);
    const moves = (await audits("application.statusChanged", `application:${ctx.application.id}`)).filter(
      (a) => (a.details as { to?: string }).to === "loanDisbursement",
    );
    expect(moves).toHaveLength(1);
  });

  it("is refused before the disclosures are signed (spec §4: steps in order)", async () => {
    const { browser, ctx } = await applicantWithDocumentsDue(it_.world);
    await it_.db
      .update(applications)
      .set({ applicationStatus: "disclosures" })
      .where(eq(applications.id, ctx.application.id));
    const refused = await refusalOf(browser.trpc.documents.complete.mutate());
    expect(refused).toMatchObject({ code: "BAD_REQUEST", message: "Sign your disclosures first." });
  });
});
