import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  MAX_OPEN_UPLOADS,
  MAX_STAGED_BYTES,
  MAX_UPLOAD_BYTES,
  UNFINISHED_UPLOAD_MINUTES,
} from "@/domain/documents/upload-limits";
import { statementPdf } from "@/server/documents/inspection/sample-files.test-support";
import { createUpload, deleteUpload, headUpload, locationOf, patchUpload } from "./tus-requests";
import { uploadWorldForEachTest } from "./upload-world";

const it_ = uploadWorldForEachTest();

const STATEMENT = { documentType: "bank_statements", borrower: "main", filename: "bank statement.pdf" };

const stagedFiles = async () =>
  (await fs.readdir(it_.stagingDir).catch(() => [] as string[])).filter((name) => !name.startsWith("."));

/** Makes a staged upload look as if it began `minutes` ago (tus keeps the time in its record). */
async function beganAgo(url: string, minutes: number) {
  const record = path.join(it_.stagingDir, `${new URL(url).pathname.split("/").pop()}.json`);
  const upload = JSON.parse(await fs.readFile(record, "utf8"));
  upload.creation_date = new Date(Date.now() - minutes * 60_000).toISOString();
  await fs.writeFile(record, JSON.stringify(upload));
}

describe("unfinished uploads are capped per applicant and expire within the hour (issue 19)", () => {
  it(`refuses a ${MAX_OPEN_UPLOADS + 1}th unfinished upload with 429 and a sentence saying how long to wait; finishing or cancelling one makes room`, async () => {
    const { cookie } = await it_.applicant();
    const pdf = await statementPdf();
    const urls: string[] = [];
    for (let i = 0; i < MAX_OPEN_UPLOADS; i++)
      urls.push(locationOf(await createUpload(it_.base, { cookie }, 1000, STATEMENT), it_.base));

    const refused = await createUpload(it_.base, { cookie }, pdf.byteLength, STATEMENT);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(
      new RegExp(
        `^You have ${MAX_OPEN_UPLOADS} uploads that haven't finished\\..*Try again in 4[45] minutes\\.$`,
      ),
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(44 * 60);

    // Another applicant is not held up by this one's uploads.
    const other = await it_.applicant();
    expect((await createUpload(it_.base, { cookie: other.cookie }, 1000, STATEMENT)).status).toBe(201);

    expect((await deleteUpload(urls[0] as string, { cookie })).status).toBe(204);
    const room = locationOf(await createUpload(it_.base, { cookie }, pdf.byteLength, STATEMENT), it_.base);
    expect((await patchUpload(room, { cookie }, 0, pdf)).status).toBe(204);
    // Filed, it no longer counts: one more can begin.
    expect((await createUpload(it_.base, { cookie }, 1000, STATEMENT)).status).toBe(201);
    expect((await createUpload(it_.base, { cookie }, 1000, STATEMENT)).status).toBe(429);
  });

  it(`refuses an upload that would take what is staged past ${MAX_STAGED_BYTES / 1024 / 1024} MB`, async () => {
    const { cookie } = await it_.applicant();
    for (let staged = 0; staged + MAX_UPLOAD_BYTES <= MAX_STAGED_BYTES; staged += MAX_UPLOAD_BYTES)
      expect((await createUpload(it_.base, { cookie }, MAX_UPLOAD_BYTES, STATEMENT)).status).toBe(201);
    const refused = await createUpload(it_.base, { cookie }, 1000, STATEMENT);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(
      /^Your unfinished uploads already hold as much as we keep at once\./,
    );
  });

  it("takes creations of one applicant one at a time, so several at once cannot pass the count together", async () => {
    const { cookie } = await it_.applicant();
    const answers = await Promise.all(
      Array.from({ length: MAX_OPEN_UPLOADS + 3 }, () => createUpload(it_.base, { cookie }, 1000, STATEMENT)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_OPEN_UPLOADS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it(`drops an upload left unfinished ${UNFINISHED_UPLOAD_MINUTES} minutes, bytes and record, and counts it no more`, async () => {
    const { cookie } = await it_.applicant();
    const urls: string[] = [];
    for (let i = 0; i < MAX_OPEN_UPLOADS; i++)
      urls.push(locationOf(await createUpload(it_.base, { cookie }, 1000, STATEMENT), it_.base));
    const pdf = await statementPdf();
    await patchUpload(urls[0] as string, { cookie }, 0, pdf.subarray(0, 999));
    await beganAgo(urls[0] as string, UNFINISHED_UPLOAD_MINUTES + 1);

    // Expired, it counts no more, even before the sweep.
    expect((await createUpload(it_.base, { cookie }, 1000, STATEMENT)).status).toBe(201);
    expect(await it_.cleanUpExpired()).toBe(1);
    const expiredId = new URL(urls[0] as string).pathname.split("/").pop() as string;
    expect((await stagedFiles()).filter((name) => name.startsWith(expiredId))).toEqual([]);
    expect((await stagedFiles()).length).toBe(2 * MAX_OPEN_UPLOADS);
    expect((await headUpload(urls[0] as string, { cookie })).status).toBe(404);
    // The others, still within their time, are kept.
    await beganAgo(urls[1] as string, UNFINISHED_UPLOAD_MINUTES - 1);
    expect(await it_.cleanUpExpired()).toBe(0);
    expect((await headUpload(urls[1] as string, { cookie })).status).toBe(200);
  });
});
