import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileStorage } from "@/integrations/file-storage";
import { localFolderStorage } from "@/integrations/file-storage/local-folder";
import { fileStorageContract, readAll, streamedBody } from "./file-storage-contract";

let dataDir: string;
const uploads = () => path.join(dataDir, "uploads");

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-local-"));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

fileStorageContract("the local folder", () => localFolderStorage(uploads()));

describe("the local folder", () => {
  it("is chosen when S3_BUCKET is unset, under DATA_DIR/uploads", async () => {
    const storage = fileStorage({ DATA_DIR: dataDir, S3_REGION: "us-east-1" }, randomBytes(32));
    await storage.put("chosen-by-settings", Buffer.from("in the clear?"), { contentType: "text/plain" });
    const onDisk = fs.readFileSync(path.join(uploads(), "chosen-by-settings"));
    // Sealed (decision 066): the folder never holds the body as it was given.
    expect(onDisk.includes("in the clear?")).toBe(false);
    expect((await readAll((await storage.get("chosen-by-settings"))?.body ?? [])).toString()).toBe(
      "in the clear?",
    );
  });

  it("keeps its files to the server's user: folder 0700, files 0600, whatever the umask", async () => {
    const previous = process.umask(0o022);
    try {
      const folder = path.join(dataDir, "fresh", "uploads");
      await localFolderStorage(folder).put("private-file", Buffer.from("x"), { contentType: "text/plain" });
      expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(folder, "private-file")).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(previous);
    }
  });

  it("writes nothing outside its folder for a key that tries to climb out", async () => {
    const storage = localFolderStorage(uploads());
    await expect(
      storage.put("../outside", Buffer.from("x"), { contentType: "text/plain" }),
    ).rejects.toThrow();
    expect(fs.existsSync(path.join(dataDir, "outside"))).toBe(false);
  });

  it("keeps the file that was there, and no temporary file, when a replacing write is cut short", async () => {
    const storage = localFolderStorage(uploads());
    await storage.put("cut-short", Buffer.from("kept"), { contentType: "application/pdf" });
    const file = streamedBody(10_000);
    await expect(
      storage.put("cut-short", file.body, { contentType: "application/pdf", byteSize: 20_000 }),
    ).rejects.toThrow(/shorter/);
    expect((await readAll((await storage.get("cut-short"))?.body ?? [])).toString()).toBe("kept");
    expect(fs.readdirSync(uploads()).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("lets a reader finish the file it opened while a put replaces it", async () => {
    const storage = localFolderStorage(uploads());
    await storage.put("read-while-replaced", Buffer.alloc(1_000_000, 1), { contentType: "image/png" });
    const opened = await storage.get("read-while-replaced");
    await storage.put("read-while-replaced", Buffer.alloc(10, 2), { contentType: "image/png" });
    const bytes = await readAll(opened?.body ?? []);
    expect(bytes.byteLength).toBe(1_000_000);
    expect(bytes.every((b) => b === 1)).toBe(true);
  });
});
