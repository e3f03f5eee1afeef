import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { documents } from "@/server/db/schema";
import { phonePhotoWithGps, statementPdf } from "@/server/documents/inspection/sample-files.test-support";
import { readStoredFile } from "@/server/documents/stored-file";
import { ENDPOINT_REFUSALS } from "@/server/documents/upload-refusals";
import { uploadWhole } from "./tus-requests";
import { uploadWorldForEachTest } from "./upload-world";

const it_ = uploadWorldForEachTest();

const download = (documentId: string, part: "file" | "thumbnail", cookie?: string) =>
  fetch(`${it_.base}/api/documents/${documentId}/${part}`, { headers: cookie ? { cookie } : {} });

async function uploaded(
  cookie: string,
  bytes: Uint8Array,
  filename: string,
  documentType = "bank_statements",
) {
  const answer = await uploadWhole(it_.base, { cookie }, bytes, { documentType, borrower: "main", filename });
  const documentId = answer.headers.get("upload-document-id");
  if (answer.status !== 204 || !documentId) throw new Error(`Upload refused: ${await answer.text()}`);
  return documentId;
}

const rowOf = async (id: string) => (await it_.db.select().from(documents).where(eq(documents.id, id)))[0];

async function expectNoDocument(answer: Response) {
  expect(answer.status).toBe(404);
  expect(await answer.text()).toBe(ENDPOINT_REFUSALS.noDocument.message);
}

describe("GET /api/documents/<id>/file: the owner's own files, as attachments nothing can run", () => {
  it("streams the owner's PDF with its stored type, a safe attachment name, nosniff, no-store and a sandboxing CSP", async () => {
    const { cookie } = await it_.applicant();
    const id = await uploaded(cookie, await statementPdf(), 'relevé "mars".pdf.exe');
    const answer = await download(id, "file", cookie);
    expect(answer.status).toBe(200);
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="relev_ _mars_.pdf.exe.pdf"; filename*=UTF-8''relev%C3%A9%20%22mars%22.pdf.exe.pdf`,
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; sandbox",
    });
    const row = await rowOf(id);
    const body = new Uint8Array(await answer.arrayBuffer());
    expect(
      Buffer.from(body).equals(
        Buffer.from((await readStoredFile(it_.storage, row?.storageKey as string)) ?? []),
      ),
    ).toBe(true);
  });

  it("answers 404, as for a missing file, to another applicant, to no session, to a removed document and to a malformed id", async () => {
    const owner = await it_.applicant();
    const other = await it_.applicant();
    const id = await uploaded(owner.cookie, await statementPdf(), "statement.pdf");
    await expectNoDocument(await download(id, "file", other.cookie));
    await expectNoDocument(await download(id, "thumbnail", other.cookie));
    await expectNoDocument(await download(id, "file"));
    await expectNoDocument(await download("00000000-0000-4000-8000-000000000000", "file", owner.cookie));
    await expectNoDocument(await download("..%2F..%2Fetc%2Fpasswd", "file", owner.cookie));

    await it_.db
      .update(documents)
      .set({ removedAt: new Date(), removedBy: "test" })
      .where(eq(documents.id, id));
    await expectNoDocument(await download(id, "file", owner.cookie));
  });
});

describe("document.normalise: a photo is served only once re-encoded without its metadata (decision 032)", () => {
  it("does not serve a photo still processing; the job turns it upright, drops its GPS EXIF over the original, thumbnails it and makes it ready", async () => {
    const { cookie } = await it_.applicant();
    const photo = await phonePhotoWithGps();
    const id = await uploaded(cookie, photo, "IMG_0001.jpg", "id_document");
    const before = await rowOf(id);
    expect(before).toMatchObject({ status: "processing", contentType: "image/jpeg", thumbnailKey: null });
    const waiting = await download(id, "file", cookie);
    expect([waiting.status, await waiting.text()]).toEqual([409, ENDPOINT_REFUSALS.stillProcessing.message]);

    await it_.normalise(id);
    const after = await rowOf(id);
    expect(after).toMatchObject({
      status: "ready",
      contentType: "image/jpeg",
      storageKey: before?.storageKey,
    });
    expect(after?.sha256).not.toBe(before?.sha256);

    const served = new Uint8Array(await (await download(id, "file", cookie)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([300, 400]);
    expect(served.byteLength).toBe(after?.byteSize);
    // Nothing else is kept: the original (with the GPS position) was written over.
    expect(await it_.storage.keys()).toEqual([before?.storageKey, `${before?.storageKey}-thumbnail`].sort());

    const thumbnail = await download(id, "thumbnail", cookie);
    expect(thumbnail.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(new Uint8Array(await thumbnail.arrayBuffer())).metadata()).width).toBeLessThanOrEqual(
      320,
    );
  });

  it("changes nothing when the job runs again (a retried job)", async () => {
    const { cookie } = await it_.applicant();
    const id = await uploaded(cookie, await phonePhotoWithGps(), "IMG_0002.jpg", "id_document");
    await it_.normalise(id);
    const once = await rowOf(id);
    const storedOnce = await readStoredFile(it_.storage, once?.storageKey as string);
    await it_.normalise(id);
    expect(await rowOf(id)).toEqual(once);
    const storedTwice = await readStoredFile(it_.storage, once?.storageKey as string);
    expect(Buffer.from(storedTwice ?? []).equals(Buffer.from(storedOnce ?? []))).toBe(true);
  });

  it("gives a PDF the thumbnail of its first page and leaves the PDF itself as stored", async () => {
    const { cookie } = await it_.applicant();
    const id = await uploaded(cookie, await statementPdf(3), "statement.pdf");
    const before = await rowOf(id);
    await it_.normalise(id);
    const after = await rowOf(id);
    expect(after).toEqual({ ...before, thumbnailKey: `${before?.storageKey}-thumbnail` });
    const thumbnail = await download(id, "thumbnail", cookie);
    expect(thumbnail.status).toBe(200);
    expect((await sharp(new Uint8Array(await thumbnail.arrayBuffer())).metadata()).height).toBe(320);
  });
});
