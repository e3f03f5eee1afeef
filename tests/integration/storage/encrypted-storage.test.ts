import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStorage } from "@/domain/ports/file-storage";
import {
  CHUNK_BYTES,
  encryptedStorage,
  SEALED_HEADER_BYTES,
  StoredFileTamperedError,
} from "@/integrations/file-storage/encrypted-storage";
import { localFolderStorage } from "@/integrations/file-storage/local-folder";
import { fileStorageContract, readAll, streamedBody } from "./file-storage-contract";

let folder: string;
const storageKey = randomBytes(32);
const plain = () => localFolderStorage(folder);
const sealed = () => encryptedStorage(plain(), storageKey);

beforeAll(() => {
  folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "storage-sealed-")), "uploads");
});
afterAll(() => fs.rmSync(path.dirname(folder), { recursive: true, force: true }));

fileStorageContract("the local folder, sealed", sealed);

/** A statement's text, many times over: what must never be readable on disk. */
const STATEMENT = Buffer.from("Account 4417-0093-2210  SSN 123-45-6789  Balance $12,345.67\n".repeat(5_000));

async function opened(storage: FileStorage, key: string): Promise<Buffer> {
  const stored = await storage.get(key);
  if (!stored) throw new Error(`No file under ${key}`);
  return readAll(stored.body);
}

/** The sealed body as the folder holds it (its type header left out), to change by hand. */
async function rawBody(key: string): Promise<Buffer> {
  return opened(plain(), key);
}

describe("files sealed at rest with a key of their own (issue 19, decision 066)", () => {
  it("keeps no byte of the file in clear on disk, and gives it back whole", async () => {
    await sealed().put("statement", STATEMENT, { contentType: "application/pdf" });
    const onDisk = fs.readFileSync(path.join(folder, "statement"));
    expect(onDisk.includes("123-45-6789")).toBe(false);
    expect(onDisk.includes("Account")).toBe(false);
    const stored = await sealed().get("statement");
    expect(stored).toMatchObject({ contentType: "application/pdf", byteSize: STATEMENT.byteLength });
    expect((await readAll(stored?.body ?? [])).equals(STATEMENT)).toBe(true);
  });

  it("seals the same file differently each time: every file has its own key", async () => {
    await sealed().put("twice-a", STATEMENT, { contentType: "application/pdf" });
    await sealed().put("twice-b", STATEMENT, { contentType: "application/pdf" });
    expect(
      (await rawBody("twice-a")).subarray(0, 4096).equals((await rawBody("twice-b")).subarray(0, 4096)),
    ).toBe(false);
  });

  it("gives back bodies of every length around a chunk's edge", async () => {
    for (const size of [0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES]) {
      const file = streamedBody(size, 10_000);
      await sealed().put(`edge-${size}`, file.body, { contentType: "image/png", byteSize: size });
      const back = await sealed().get(`edge-${size}`);
      expect(back?.byteSize).toBe(size);
      expect((await readAll(back?.body ?? [])).equals(file.bytes)).toBe(true);
    }
  });

  it("refuses a file with one byte changed", async () => {
    await sealed().put("changed", STATEMENT, { contentType: "application/pdf" });
    const body = await rawBody("changed");
    body.writeUInt8(body.readUInt8(body.length >> 1) ^ 0x01, body.length >> 1);
    await plain().put("changed", body, { contentType: "application/pdf" });
    await expect(opened(sealed(), "changed")).rejects.toThrow(StoredFileTamperedError);
  });

  it("refuses a file cut short at a chunk's edge, or with a chunk added", async () => {
    await sealed().put("cut", STATEMENT, { contentType: "application/pdf" });
    const body = await rawBody("cut");
    const sealedChunk = CHUNK_BYTES + 16;
    // Four whole chunks kept, the last (shorter) one dropped.
    await plain().put("cut", body.subarray(0, SEALED_HEADER_BYTES + 4 * sealedChunk), {
      contentType: "application/pdf",
    });
    await expect(opened(sealed(), "cut")).rejects.toThrow(StoredFileTamperedError);
    await plain().put(
      "cut",
      Buffer.concat([body, body.subarray(SEALED_HEADER_BYTES, SEALED_HEADER_BYTES + sealedChunk)]),
      {
        contentType: "application/pdf",
      },
    );
    await expect(opened(sealed(), "cut")).rejects.toThrow(StoredFileTamperedError);
  });

  it("refuses a sealed file moved under another key, or given another type", async () => {
    await sealed().put("original", STATEMENT, { contentType: "application/pdf" });
    const body = await rawBody("original");
    await plain().put("moved", body, { contentType: "application/pdf" });
    await expect(opened(sealed(), "moved")).rejects.toThrow(StoredFileTamperedError);
    await plain().put("original", body, { contentType: "text/html" });
    await expect(opened(sealed(), "original")).rejects.toThrow(StoredFileTamperedError);
  });

  it("cannot be opened with another application key", async () => {
    await sealed().put("other-key", STATEMENT, { contentType: "application/pdf" });
    await expect(opened(encryptedStorage(plain(), randomBytes(32)), "other-key")).rejects.toThrow(
      StoredFileTamperedError,
    );
  });

  it("still reads a file stored in clear before files were sealed, as it is", async () => {
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), STATEMENT]);
    await plain().put("stored-in-clear", pdf, { contentType: "application/pdf" });
    const stored = await sealed().get("stored-in-clear");
    expect(stored).toMatchObject({ contentType: "application/pdf", byteSize: pdf.byteLength });
    expect((await readAll(stored?.body ?? [])).equals(pdf)).toBe(true);
    const tiny = Buffer.from([0xff, 0xd8]);
    await plain().put("tiny-in-clear", tiny, { contentType: "image/jpeg" });
    expect((await opened(sealed(), "tiny-in-clear")).equals(tiny)).toBe(true);
  });
});
