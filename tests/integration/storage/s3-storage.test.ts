import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { HeadObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileStorage } from "@/integrations/file-storage";
import { encryptedStorage, sealedLength } from "@/integrations/file-storage/encrypted-storage";
import { type S3StorageOptions, s3Client, s3Storage } from "@/integrations/file-storage/s3";
import { fileStorageContract, readAll } from "./file-storage-contract";

/** A real S3-protocol server in this process (decision 032), on a free port, over a temporary folder. */
let server: S3rver;
let directory: string;
let options: S3StorageOptions;
let client: S3Client;
const storageKey = randomBytes(32);

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), "storage-s3-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: "documents" }],
  });
  const { port } = await server.run();
  // s3rver's fixed account.
  options = {
    bucket: "documents",
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    prefix: "lender/files",
  };
  client = s3Client(options);
});

afterAll(async () => {
  // Idle keep-alive sockets would hold the server's close open.
  client?.destroy();
  await server?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

fileStorageContract("S3", () => s3Storage(options, client));
fileStorageContract("S3, sealed", () => encryptedStorage(s3Storage(options, client), storageKey));

describe("S3 storage", () => {
  it("is chosen when S3_BUCKET is set, and keeps files under S3_PREFIX, sealed", async () => {
    const storage = fileStorage(
      {
        DATA_DIR: directory,
        S3_BUCKET: options.bucket,
        S3_REGION: options.region,
        S3_ENDPOINT: options.endpoint,
        S3_ACCESS_KEY_ID: options.accessKeyId,
        S3_SECRET_ACCESS_KEY: options.secretAccessKey,
        S3_PREFIX: "lender/files/",
      },
      randomBytes(32),
    );
    await storage.put("by-settings", Buffer.from("hello"), { contentType: "text/plain" });
    const head = await client.send(
      new HeadObjectCommand({ Bucket: options.bucket, Key: "lender/files/by-settings" }),
    );
    expect(head.ContentLength).toBe(sealedLength(5));
    // Decision 066: the bucket holds the sealed body only, as the folder does.
    const inBucket = await readAll((await s3Storage(options, client).get("by-settings"))?.body ?? []);
    expect(inBucket.includes("hello")).toBe(false);
    expect((await readAll((await storage.get("by-settings"))?.body ?? [])).toString()).toBe("hello");
    expect(fs.existsSync(path.join(directory, "uploads"))).toBe(false);
  });

  it("asks the store to encrypt each file at rest (SSE-S3, AES256)", async () => {
    const sent: Record<string, string>[] = [];
    const watched = s3Client(options);
    watched.middlewareStack.add(
      (next) => async (args) => {
        sent.push({ ...(args.request as { headers: Record<string, string> }).headers });
        return next(args);
      },
      { step: "finalizeRequest" },
    );
    try {
      await s3Storage(options, watched).put("encrypted", Buffer.from("x"), { contentType: "text/plain" });
    } finally {
      watched.destroy();
    }
    expect(sent.map((headers) => headers["x-amz-server-side-encryption"])).toEqual(["AES256"]);
  });

  it("refuses a streamed body whose size the caller does not state: one PutObject needs it", async () => {
    async function* body() {
      yield new Uint8Array([1, 2, 3]);
    }
    await expect(
      s3Storage(options, client).put("no-size", body(), { contentType: "text/plain" }),
    ).rejects.toThrow(/byte size/);
  });
});
