import fs from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { documents } from "@/server/db/schema";
import { HOSTILE_FILES } from "@/server/documents/inspection/hostile-files.test-support";
import { UPLOAD_REFUSALS } from "@/server/documents/inspection/upload-refusal";
import { createUpload, uploadWhole } from "./tus-requests";
import { uploadWorldForEachTest } from "./upload-world";

const it_ = uploadWorldForEachTest();

describe("every hostile file is refused end to end through /api/uploads, with its sentence, and nothing of it kept", () => {
  it("refuses each file of the corpus on its last byte (the one over 25 MB at creation) and keeps no byte of any", async () => {
    const { cookie } = await it_.applicant();
    const outcomes: Array<[string, number, string]> = [];
    // Built first: a bomb takes seconds to make, and a pause that long between requests lets the
    // server close the idle keep-alive connection just as the next request goes out on it.
    const built = [];
    for (const file of HOSTILE_FILES) built.push({ file, bytes: await file.build() });
    for (const { file, bytes } of built) {
      const metadata = { documentType: "bank_statements", borrower: "main", filename: file.filename };
      const answer =
        file.reason === "tooLarge"
          ? await createUpload(it_.base, { cookie }, bytes.byteLength, metadata)
          : await uploadWhole(it_.base, { cookie }, bytes, metadata);
      outcomes.push([file.name, answer.status, await answer.text()]);
    }
    expect(outcomes).toEqual(
      HOSTILE_FILES.map((file) => [
        file.name,
        UPLOAD_REFUSALS[file.reason].status,
        UPLOAD_REFUSALS[file.reason].message,
      ]),
    );
    expect(await it_.db.select().from(documents)).toEqual([]);
    expect(await it_.storage.keys()).toEqual([]);
    expect(it_.jobs.sent).toEqual([]);
    expect(await fs.readdir(it_.stagingDir)).toEqual([]);
    // Forty files, two of them decompression bombs whose streams are inflated up to the cap.
  }, 120_000);
});
