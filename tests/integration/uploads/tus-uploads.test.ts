import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { Upload } from "tus-js-client";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "@/domain/documents/upload-limits";
import { auditEvents, conditions, documents } from "@/server/db/schema";
import { statementPdf } from "@/server/documents/inspection/sample-files.test-support";
import { UPLOAD_REFUSALS } from "@/server/documents/inspection/upload-refusal";
import { readStoredFile } from "@/server/documents/stored-file";
import { ENDPOINT_REFUSALS } from "@/server/documents/upload-refusals";
import { addCondition } from "@/server/services/documents/add-condition";
import { applicationContextOf } from "../support/application-sections";
import { recordingJobQueue } from "../support/memory-file-storage";
import { person } from "../support/prequal-journeys";
import {
  createUpload,
  cutPatch,
  deleteUpload,
  headUpload,
  locationOf,
  patchUpload,
  uploadWhole,
} from "./tus-requests";
import { sessionCookieOf, UPLOAD_TOKEN, uploadWorldForEachTest } from "./upload-world";

const it_ = uploadWorldForEachTest();

const STATEMENT = { documentType: "bank_statements", borrower: "main", filename: "bank statement.pdf" };

const documentRows = () => it_.db.select().from(documents);
const stagedFiles = async () =>
  (await fs.readdir(it_.stagingDir).catch(() => [])).filter((f) => !f.endsWith(".json"));

/** tus-js-client in Node, as the browser's uploader is configured: the site's headers, small chunks, no retries. */
function tusClientUpload(bytes: Uint8Array, cookie: string, metadata: Record<string, string>) {
  return new Promise<{ documentId: string | null; chunks: number }>((resolve, reject) => {
    let documentId: string | null = null;
    let chunks = 0;
    const upload = new Upload(Buffer.from(bytes), {
      endpoint: `${it_.base}/api/uploads/`,
      chunkSize: 16 * 1024,
      metadata,
      headers: { cookie, "x-same-origin": "1", "x-recaptcha-token": UPLOAD_TOKEN },
      retryDelays: null,
      storeFingerprintForResuming: false,
      onAfterResponse(request, response) {
        if (request.getMethod() === "PATCH") chunks++;
        documentId = response.getHeader("Upload-Document-Id") ?? documentId;
      },
      onSuccess: () => resolve({ documentId, chunks }),
      onError: reject,
    });
    upload.start();
  });
}

describe("/api/uploads: resumable uploads from a phone (tus, issue 10)", () => {
  it("takes a PDF in chunks from tus-js-client, stores pdf-lib's rewrite under a random key, records, audits and queues its job", async () => {
    const { cookie } = await it_.applicant();
    const pdf = await statementPdf(2);
    const { documentId, chunks } = await tusClientUpload(pdf, cookie, STATEMENT);
    expect(chunks).toBe(Math.ceil(pdf.byteLength / (16 * 1024)));

    const [row] = await documentRows();
    expect(row).toMatchObject({
      id: documentId,
      documentType: "bank_statements",
      borrower: "main",
      displayName: "bank statement.pdf",
      contentType: "application/pdf",
      status: "ready",
      source: "upload",
    });
    expect(row?.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(row?.storageKey).not.toContain("pay");
    const bytes = await readStoredFile(it_.storage, row?.storageKey as string);
    if (!bytes) throw new Error("Nothing was stored");
    expect(bytes.byteLength).toBe(row?.byteSize);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);

    // The file's staff hear of the upload once for the files sent together (decision 098).
    expect(it_.jobs.sent).toEqual([
      { name: "document.normalise", data: { documentId }, options: { singletonKey: documentId } },
      {
        name: "upload.alert",
        data: { applicationId: row?.applicationId },
        options: { singletonKey: `upload-alert:${row?.applicationId}`, startAfter: expect.any(Date) },
      },
    ]);
    const [audit] = await it_.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "document.uploaded"));
    expect(audit?.subject).toBe(`document:${documentId}`);
    expect(JSON.stringify(audit?.details)).not.toContain("bank statement");
    expect(await stagedFiles()).toEqual([]);
  });

  it("resumes a cut connection from the offset the server reports (HEAD); until the last byte nothing is filed", async () => {
    const { cookie } = await it_.applicant();
    const pdf = await statementPdf(40);
    const created = await createUpload(it_.base, { cookie }, pdf.byteLength, STATEMENT);
    const url = locationOf(created, it_.base);

    await cutPatch(url, { cookie }, 0, pdf, Math.floor(pdf.byteLength / 2));
    const head = await headUpload(url, { cookie });
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-length")).toBe(String(pdf.byteLength));
    const offset = Number(head.headers.get("upload-offset"));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(pdf.byteLength);
    // A truncated upload (its declared length not reached) is no document.
    expect(await documentRows()).toEqual([]);

    const finished = await patchUpload(url, { cookie }, offset, pdf.subarray(offset));
    expect(finished.status).toBe(204);
    const [row] = await documentRows();
    expect(finished.headers.get("upload-document-id")).toBe(row?.id);
    expect(row?.status).toBe("ready");
  });

  it("answers a PATCH at the wrong offset with 409, changing nothing", async () => {
    const { cookie } = await it_.applicant();
    const pdf = await statementPdf();
    const url = locationOf(await createUpload(it_.base, { cookie }, pdf.byteLength, STATEMENT), it_.base);
    expect((await patchUpload(url, { cookie }, 10, pdf.subarray(10))).status).toBe(409);
    expect((await headUpload(url, { cookie })).headers.get("upload-offset")).toBe("0");
  });

  it("refuses a declared size over 25 MB, and a creation that does not declare its size", async () => {
    const { cookie } = await it_.applicant();
    const tooLarge = await createUpload(it_.base, { cookie }, MAX_UPLOAD_BYTES + 1, STATEMENT);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toBe(UPLOAD_REFUSALS.tooLarge.message);
    const unknown = await createUpload(it_.base, { cookie }, null, STATEMENT);
    expect([unknown.status, await unknown.text()]).toEqual([400, ENDPOINT_REFUSALS.sizeUnknown.message]);
  });

  it("refuses bytes sent beyond the declared size", async () => {
    const { cookie } = await it_.applicant();
    const pdf = await statementPdf();
    const url = locationOf(await createUpload(it_.base, { cookie }, 100, STATEMENT), it_.base);
    const answer = await patchUpload(url, { cookie }, 0, pdf);
    expect(answer.status).toBe(413);
    expect(await documentRows()).toEqual([]);
  });

  it("refuses a line the checklist cannot have: an unknown type, a coborrower's document without a coborrower, an identity document without its side, a closed condition, a document no rule asks of this applicant", async () => {
    const { cookie } = await it_.applicant();
    const cases: Array<[Record<string, string>, string]> = [
      [{ documentType: "selfie", borrower: "main" }, "Choose a document from your checklist."],
      [
        { documentType: "w2", borrower: "coborrower" },
        "Your application has no coborrower. Upload this document as your own.",
      ],
      [
        { documentType: "driver_license", borrower: "main" },
        "Say which side of the driver's license this photo shows.",
      ],
      [
        { documentType: "paystub", borrower: "main", conditionId: "00000000-0000-4000-8000-000000000000" },
        "This request for a document is no longer open. Reload the page to see what is still needed.",
      ],
      // No job was entered, so no rule asks this applicant for paystubs (spec §9).
      [
        { documentType: "paystub", borrower: "main" },
        "This document isn’t on your checklist. Reload the page to see what is still needed.",
      ],
      [
        { documentType: "mortgage_statement", propertyId: "prop-not-theirs" },
        "This document isn’t on your checklist. Reload the page to see what is still needed.",
      ],
    ];
    for (const [metadata, sentence] of cases) {
      const answer = await createUpload(it_.base, { cookie }, 10, metadata);
      expect([answer.status, await answer.text()]).toEqual([422, sentence]);
    }
  });

  it("refuses the same file sent twice for the same line, with a sentence, filing it once; another file, or the same for another line, is taken (decision 045)", async () => {
    const { cookie } = await it_.applicant({ coborrower: person("Lee", { firstName: "Ben" }) });
    const pdf = await statementPdf();
    expect((await uploadWhole(it_.base, { cookie }, pdf, STATEMENT)).status).toBe(204);
    const again = await uploadWhole(it_.base, { cookie }, pdf, STATEMENT);
    expect([again.status, await again.text()]).toEqual([
      422,
      "You already uploaded this file here. Choose a different file, or remove the first one to upload it again.",
    ]);
    expect(await documentRows()).toHaveLength(1);
    expect((await uploadWhole(it_.base, { cookie }, await statementPdf(2), STATEMENT)).status).toBe(204);
    const forCoborrower = { ...STATEMENT, borrower: "coborrower" };
    expect((await uploadWhole(it_.base, { cookie }, pdf, forCoborrower)).status).toBe(204);
    expect(await documentRows()).toHaveLength(3);
    // The refused copy's bytes went with it: one stored file per row.
    expect(await it_.storage.keys()).toHaveLength(3);
  });

  it("takes a coborrower's document when the application has one", async () => {
    const { cookie } = await it_.applicant({ coborrower: person("Lee", { firstName: "Ben" }) });
    const answer = await uploadWhole(it_.base, { cookie }, await statementPdf(), {
      documentType: "bank_statements",
      borrower: "coborrower",
    });
    expect(answer.status).toBe(204);
    expect((await documentRows())[0]?.borrower).toBe("coborrower");
  });
});

describe("/api/uploads answers the conditions asking for what was uploaded (decision 045)", () => {
  it("moves the borrower's open condition for a document type to received, to review, when that document is uploaded on the checklist, and leaves the coborrower's open (decision 094)", async () => {
    const { cookie, browser, borrower } = await it_.applicant({
      coborrower: person("Lee", { firstName: "Ben" }),
    });
    const { application } = await applicationContextOf(it_.world.api.prequal, borrower.email);
    const deps = { ...it_.world.api.prequal, jobs: recordingJobQueue() };
    const ask = (who: "main" | "coborrower") =>
      addCondition(deps, {
        applicationId: application.id,
        code: 303,
        documentType: "bank_statements",
        borrower: who,
        by: "staff:underwriter",
      });
    const [mine, theirs] = [await ask("main"), await ask("coborrower")];
    const answer = await uploadWhole(it_.base, { cookie }, await statementPdf(), STATEMENT);
    expect(answer.status).toBe(204);
    const statusOf = async (id: string) =>
      (await it_.db.select().from(conditions).where(eq(conditions.id, id)))[0]?.status;
    expect(await statusOf(mine.conditionId)).toBe("received");
    expect(await statusOf(theirs.conditionId)).toBe("open");
    const open = (await browser.trpc.documents.checklist.query()).conditions;
    expect(open.map((c) => c.id)).toEqual([theirs.conditionId]);
  });
});

describe("/api/uploads refuses callers it cannot trust", () => {
  it("refuses without a session (401), without X-Same-Origin (403), and a creation without a valid bot-check token (403)", async () => {
    const { cookie } = await it_.applicant();
    const noSession = await createUpload(it_.base, {}, 10, STATEMENT);
    expect([noSession.status, await noSession.text()]).toEqual([401, ENDPOINT_REFUSALS.signIn.message]);
    const crossSite = await createUpload(it_.base, { cookie, sameOrigin: false }, 10, STATEMENT);
    expect([crossSite.status, await crossSite.text()]).toEqual([
      403,
      ENDPOINT_REFUSALS.notSameOrigin.message,
    ]);
    for (const token of [null, "sandbox.api_update.bot", "sandbox.sign_in.x"]) {
      const answer = await createUpload(it_.base, { cookie, token }, 10, STATEMENT);
      expect([answer.status, await answer.text()]).toEqual([403, ENDPOINT_REFUSALS.botCheck.message]);
    }
    expect(await stagedFiles()).toEqual([]);
  });

  it("refuses a signed-in applicant whose offer is not accepted yet", async () => {
    const browser = it_.world.browser();
    await it_.world.signedUpApplicant(browser, person("Lee").email);
    const answer = await createUpload(it_.base, { cookie: sessionCookieOf(browser, false) }, 10, STATEMENT);
    expect([answer.status, await answer.text()]).toEqual([403, ENDPOINT_REFUSALS.acceptOffer.message]);
  });

  it("answers another applicant's upload with 404 to HEAD, PATCH and DELETE, as if it did not exist; its owner keeps it", async () => {
    const owner = await it_.applicant();
    const other = await it_.applicant();
    const pdf = await statementPdf();
    const url = locationOf(
      await createUpload(it_.base, { cookie: owner.cookie }, pdf.byteLength, STATEMENT),
      it_.base,
    );

    for (const answer of [
      await headUpload(url, { cookie: other.cookie }),
      await patchUpload(url, { cookie: other.cookie }, 0, pdf),
      await deleteUpload(url, { cookie: other.cookie }),
    ]) {
      expect(answer.status).toBe(404);
    }
    const missing = await headUpload(`${it_.base}/api/uploads/${"0".repeat(48)}`, { cookie: owner.cookie });
    expect(missing.status).toBe(404);

    expect((await headUpload(url, { cookie: owner.cookie })).headers.get("upload-offset")).toBe("0");
    expect((await patchUpload(url, { cookie: owner.cookie }, 0, pdf)).status).toBe(204);
    expect(await documentRows()).toHaveLength(1);
  });

  it("lets the owner cancel an unfinished upload (DELETE): its staged bytes go", async () => {
    const { cookie } = await it_.applicant();
    const url = locationOf(await createUpload(it_.base, { cookie }, 1000, STATEMENT), it_.base);
    expect(await stagedFiles()).toHaveLength(1);
    expect((await deleteUpload(url, { cookie })).status).toBe(204);
    expect(await stagedFiles()).toEqual([]);
    expect((await headUpload(url, { cookie })).status).toBe(404);
  });

  it("answers GET and other methods on the upload address with 405", async () => {
    const { cookie } = await it_.applicant();
    const answer = await fetch(`${it_.base}/api/uploads/`, { headers: { cookie, "x-same-origin": "1" } });
    expect(answer.status).toBe(405);
  });
});
