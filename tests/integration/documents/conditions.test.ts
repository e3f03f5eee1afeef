import { and, asc, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { memoryMail } from "@/integrations/mail/memory";
import { auditEvents, conditions } from "@/server/db/schema";
import { pageTexts } from "@/server/notices/pdf-text.test-support";
import { addCondition } from "@/server/services/documents/add-condition";
import { mailConditionHandler } from "@/server/services/documents/mail-condition";
import { receiveDocumentCondition } from "@/server/services/documents/receive-document-condition";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { recordingJobQueue } from "../support/memory-file-storage";
import { person } from "../support/prequal-journeys";
import { applicantWithDocumentsDue, fileDocument } from "./documents-world";

const it_ = prequalWorldForEachTest();
const BY = "staff:underwriter";

function conditionDeps() {
  return { ...it_.world.api.prequal, jobs: recordingJobQueue() };
}
const conditionRow = async (id: string) =>
  (await it_.db.select().from(conditions).where(eq(conditions.id, id)))[0];
/** The audit records of `action`, oldest first (a table read has no order of its own). */
const auditsOf = (action: string) =>
  it_.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(asc(auditEvents.id));

describe("addCondition (spec §9 codes)", () => {
  it("takes the kind and the document type from the code, and shows it to the applicant in plain words", async () => {
    const { browser, ctx } = await applicantWithDocumentsDue(it_.world);
    const added = await addCondition(conditionDeps(), {
      applicationId: ctx.application.id,
      code: 405,
      by: BY,
    });
    expect(added.kind).toBe("document");
    expect((await browser.trpc.documents.checklist.query()).conditions).toEqual([
      expect.objectContaining({
        id: added.conditionId,
        code: 405,
        kind: "document",
        documentType: "paystub",
        text: "Upload your 4 most recent paystubs.",
      }),
    ]);
    expect(await auditsOf("condition.added")).toHaveLength(1);
  });

  it("refuses a code outside the spec's ranges, and a document code that names no document type", async () => {
    const { ctx } = await applicantWithDocumentsDue(it_.world);
    await expect(
      addCondition(conditionDeps(), { applicationId: ctx.application.id, code: 200, by: BY }),
    ).rejects.toThrow("Condition 200 is not a condition code (100–110, 303–310, 405–420, 600–609).");
    await expect(
      addCondition(conditionDeps(), { applicationId: ctx.application.id, code: 303, by: BY }),
    ).rejects.toThrow("Condition 303 needs the document type it asks for.");
    const named = await addCondition(conditionDeps(), {
      applicationId: ctx.application.id,
      code: 303,
      documentType: "mortgage_statement",
      by: BY,
    });
    expect((await conditionRow(named.conditionId))?.documentType).toBe("mortgage_statement");
  });

  it("moves a document condition to received by the file uploaded for it, never to cleared (decision 094)", async () => {
    const { browser, ctx } = await applicantWithDocumentsDue(it_.world);
    const { conditionId } = await addCondition(conditionDeps(), {
      applicationId: ctx.application.id,
      code: 606,
      by: BY,
    });
    expect((await conditionRow(conditionId))?.documentType).toBe("homeowners_insurance");
    const documentId = await fileDocument(it_.db, ctx.application.id, {
      documentType: "homeowners_insurance",
      propertyId: "p",
      conditionId,
    });
    const received = await it_.db.transaction((tx) =>
      receiveDocumentCondition(tx, conditionId, documentId, ctx.actor),
    );
    expect(received).toEqual({ received: true });
    expect(await conditionRow(conditionId)).toMatchObject({
      status: "received",
      receivedDocumentId: documentId,
      clearedAt: null,
    });
    expect((await browser.trpc.documents.checklist.query()).conditions).toEqual([]);
    expect(await auditsOf("condition.received")).toHaveLength(1);
    expect(await auditsOf("condition.cleared")).toHaveLength(0);
  });

  it("never moves a condition with another application's file", async () => {
    const { ctx } = await applicantWithDocumentsDue(it_.world);
    const { conditionId } = await addCondition(conditionDeps(), {
      applicationId: ctx.application.id,
      code: 405,
      by: BY,
    });
    const other = await applicantWithDocumentsDue(it_.world, { borrower: person("Lee") });
    const theirs = await fileDocument(it_.db, other.ctx.application.id, { documentType: "paystub" });
    await expect(
      it_.db.transaction((tx) => receiveDocumentCondition(tx, conditionId, theirs, other.ctx.actor)),
    ).rejects.toThrow("We couldn’t find that condition.");
    expect((await conditionRow(conditionId))?.status).toBe("open");
  });
});

describe("conditions.answer (information conditions)", () => {
  it("clears an information condition with its form's answer, audited without the answer", async () => {
    const { browser, ctx } = await applicantWithDocumentsDue(it_.world);
    const { conditionId } = await addCondition(conditionDeps(), {
      applicationId: ctx.application.id,
      code: 102,
      by: BY,
    });
    const text = "Both inquiries were for the same car loan in March.";
    expect(
      await browser.trpc.conditions.answer.mutate({ conditionId, kind: "long_text", answer: { text } }),
    ).toEqual({
      cleared: true,
    });
    expect(await conditionRow(conditionId)).toMatchObject({
      status: "cleared",
      answer: { text },
      clearedBy: ctx.actor,
    });
    const [audit] = await auditsOf("condition.answered");
    expect(JSON.stringify(audit?.details)).not.toContain("car loan");
    expect(
      await refusalOf(
        browser.trpc.conditions.answer.mutate({ conditionId, kind: "long_text", answer: { text } }),
      ),
    ).toMatchObject({
      code: "CONFLICT",
    });
  });

  it("checks the answer with the kind's schema and refuses another kind's answer", async () => {
    const { browser, ctx } = await applicantWithDocumentsDue(it_.world);
    const { conditionId } = await addCondition(conditionDeps(), {
      applicationId: ctx.application.id,
      code: 101,
      by: BY,
    });
    const address = { line1: "9 Elm St", city: "Dover", state: "DE", zip: "90210" };
    expect(
      await refusalOf(
        browser.trpc.conditions.answer.mutate({ conditionId, kind: "address", answer: { address } }),
      ),
    ).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: {
        "answer.address.zip": [
          "This ZIP code is in California, not Delaware. Check the state or the ZIP code",
        ],
      },
    });
    expect(
      await refusalOf(
        browser.trpc.conditions.answer.mutate({ conditionId, kind: "long_text", answer: { text: "x" } }),
      ),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: "This answer does not fit the question. Reload the page and answer again.",
    });
    await browser.trpc.conditions.answer.mutate({
      conditionId,
      kind: "address",
      answer: { address: { ...address, zip: "19901" } },
    });
    expect((await conditionRow(conditionId))?.status).toBe("cleared");
  });

  it("refuses to answer another applicant's condition, as a missing one (attack)", async () => {
    const { ctx } = await applicantWithDocumentsDue(it_.world);
    const { conditionId } = await addCondition(conditionDeps(), {
      applicationId: ctx.application.id,
      code: 102,
      by: BY,
    });
    const other = await applicantWithDocumentsDue(it_.world, { borrower: person("Lee") });
    const answer = { kind: "long_text" as const, answer: { text: "mine now" } };
    const theirs = await refusalOf(other.browser.trpc.conditions.answer.mutate({ conditionId, ...answer }));
    const missing = await refusalOf(
      other.browser.trpc.conditions.answer.mutate({ conditionId: crypto.randomUUID(), ...answer }),
    );
    expect(theirs).toEqual(missing);
    expect(theirs?.code).toBe("NOT_FOUND");
    expect((await conditionRow(conditionId))?.status).toBe("open");
  });
});

describe("e-mail conditions (106, 108, 306, 307)", () => {
  it("hand the message to the condition.mail job, whose handler mails the form to sign once", async () => {
    const { ctx, borrower } = await applicantWithDocumentsDue(it_.world);
    const deps = conditionDeps();
    const { conditionId } = await addCondition(deps, {
      applicationId: ctx.application.id,
      code: 106,
      by: BY,
    });
    expect(deps.jobs.sent).toEqual([{ name: "condition.mail", data: { conditionId } }]);
    const mail = memoryMail();
    const handle = mailConditionHandler({ ...it_.world.api.prequal, mail, siteUrl: "https://lender.test" });
    await handle({ conditionId });
    await handle({ conditionId });
    expect(mail.sent).toHaveLength(1);
    const [message] = mail.sent;
    expect(message?.to).toBe(borrower.email);
    expect(message?.subject).toBe("Please sign and return a form for your loan application");
    expect(message?.text).toContain(
      "Test Lender LLC needs one more thing from you: Sign and return the form we e-mailed you.",
    );
    expect(message?.text).toContain("https://lender.test/app/upload");
    const [attachment] = message?.attachments ?? [];
    expect(attachment).toMatchObject({ filename: "condition-106-form.pdf", contentType: "application/pdf" });
    const pdf = attachment?.content ?? new Uint8Array();
    expect((await PDFDocument.load(pdf)).getTitle()).toBe("Condition 106: form to sign and return");
    const text = (await pageTexts(pdf)).flat().join(" ");
    expect(text).toContain("Test Lender LLC");
    expect(text).toContain(`Printed name: ${borrower.firstName} ${borrower.lastName}`);
    expect(text).toContain(`Reference ${conditionId}`);
    expect((await conditionRow(conditionId))?.mailedAt).toBeInstanceOf(Date);
    expect(
      await it_.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, "condition.mailed"))),
    ).toHaveLength(1);
  });
});
