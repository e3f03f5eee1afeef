import { createHash, randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { FileStorage } from "@/domain/ports/file-storage";

/** A streamed body of `size` random bytes in uneven chunks, and the SHA-256 of the whole. */
export function streamedBody(size: number, chunk = 64 * 1024 + 7) {
  const bytes = randomBytes(size);
  async function* body() {
    for (let at = 0; at < size; at += chunk) yield new Uint8Array(bytes.subarray(at, at + chunk));
  }
  return { body: body(), sha256: sha256(bytes), bytes };
}

export function sha256(bytes: Uint8Array) {
  return createHash("sha256").update(bytes).digest("hex");
}

export async function readAll(body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const newKey = () => randomUUID();

/**
 * What every FileStorage adapter promises (src/domain/ports/file-storage.ts), run against each one:
 * the same tests on the local folder and on a real S3-protocol server.
 */
export function fileStorageContract(name: string, storage: () => FileStorage) {
  describe(`${name}: the FileStorage contract`, () => {
    it("gives back a multi-megabyte streamed body byte for byte, with its type and size", async () => {
      const key = newKey();
      const file = streamedBody(6 * 1024 * 1024 + 123);
      await storage().put(key, file.body, {
        contentType: "application/pdf",
        byteSize: file.bytes.byteLength,
      });
      const stored = await storage().get(key);
      expect(stored?.contentType).toBe("application/pdf");
      expect(stored?.byteSize).toBe(file.bytes.byteLength);
      expect(sha256(await readAll(stored?.body ?? []))).toBe(file.sha256);
    });

    it("stores a whole buffer as it is", async () => {
      const key = newKey();
      const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
      await storage().put(key, bytes, { contentType: "image/jpeg" });
      const stored = await storage().get(key);
      expect(stored).toMatchObject({ contentType: "image/jpeg", byteSize: 7 });
      expect([...(await readAll(stored?.body ?? []))]).toEqual([...bytes]);
    });

    it("replaces the file under a key, type and all", async () => {
      const key = newKey();
      await storage().put(key, Buffer.from("first version, longer"), { contentType: "application/pdf" });
      await storage().put(key, Buffer.from("second"), { contentType: "image/png" });
      const stored = await storage().get(key);
      expect(stored).toMatchObject({ contentType: "image/png", byteSize: 6 });
      expect((await readAll(stored?.body ?? [])).toString()).toBe("second");
    });

    it("answers null for a key that holds no file", async () => {
      expect(await storage().get(newKey())).toBeNull();
    });

    it("deletes a file, and deleting a missing key is not an error", async () => {
      const key = newKey();
      await storage().put(key, Buffer.from("to be removed"), { contentType: "application/pdf" });
      await storage().delete(key);
      expect(await storage().get(key)).toBeNull();
      await expect(storage().delete(key)).resolves.toBeUndefined();
    });

    it("refuses a streamed body shorter than its declared size: a cut stream is no whole file", async () => {
      const file = streamedBody(100_000);
      await expect(
        storage().put(newKey(), file.body, { contentType: "application/pdf", byteSize: 200_000 }),
      ).rejects.toThrow(/shorter/);
    });

    it("refuses a streamed body longer than its declared size", async () => {
      const key = newKey();
      const file = streamedBody(300_000);
      await expect(
        storage().put(key, file.body, { contentType: "application/pdf", byteSize: 100_000 }),
      ).rejects.toThrow(/longer/);
      expect(await storage().get(key)).toBeNull();
    });

    it("refuses any key that is not a plain random id, before touching the store", async () => {
      for (const key of [
        "../escape",
        "a/b",
        "/etc/passwd",
        "",
        ".hidden",
        "a".repeat(129),
        "name.pdf",
        "a\u0000b",
      ]) {
        await expect(storage().put(key, Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow(
          /storage key/,
        );
        await expect(storage().get(key)).rejects.toThrow(/storage key/);
        await expect(storage().delete(key)).rejects.toThrow(/storage key/);
      }
    });
  });
}
