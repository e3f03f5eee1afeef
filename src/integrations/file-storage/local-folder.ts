import { randomBytes } from "node:crypto";
import type { FileHandle } from "node:fs/promises";
import fs from "node:fs/promises";
import path from "node:path";
import type { FileStorage } from "@/domain/ports/file-storage";
import { chunksOf, exactly } from "./body";
import { assertStorageKey } from "./storage-key";

/**
 * Each file holds its stored type ahead of its bytes, so one rename replaces both at once:
 * a 4-byte big-endian length, that many bytes of JSON (`{ "contentType": … }`), then the body.
 */
const LENGTH_BYTES = 4;

/**
 * Files in one folder (`DATA_DIR/uploads`, docs/design.md §1), private as the rest of DATA_DIR: the
 * folder 0700, each file 0600. A file is written to a temporary name beside its place, flushed to
 * disk and renamed, so a reader sees the old file or the whole new one, never half of it.
 */
export function localFolderStorage(folder: string): FileStorage {
  let ready: Promise<void> | undefined;
  const ensureFolder = () => {
    ready ??= (async () => {
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      await fs.chmod(folder, 0o700);
    })();
    return ready;
  };
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(folder, key);
  };

  return {
    async put(key, body, info) {
      const file = fileOf(key);
      await ensureFolder();
      // A leading dot and a suffix no key can have: a temporary file never takes a key's place.
      const temporary = path.join(folder, `.${key}.${randomBytes(8).toString("hex")}.tmp`);
      const header = Buffer.from(JSON.stringify({ contentType: info.contentType }));
      const length = Buffer.alloc(LENGTH_BYTES);
      length.writeUInt32BE(header.byteLength);
      const chunks = info.byteSize === undefined ? chunksOf(body) : exactly(info.byteSize, chunksOf(body));
      const handle = await fs.open(temporary, "wx", 0o600);
      try {
        await writeAll(handle, length);
        await writeAll(handle, header);
        for await (const chunk of chunks) await writeAll(handle, chunk);
        await handle.sync();
        await handle.close();
        await fs.rename(temporary, file);
      } catch (error) {
        await handle.close().catch(() => {});
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = fileOf(key);
      let handle: FileHandle;
      try {
        handle = await fs.open(file, "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        const length = await readExactly(handle, 0, LENGTH_BYTES);
        const headerBytes = length.readUInt32BE(0);
        const header = JSON.parse((await readExactly(handle, LENGTH_BYTES, headerBytes)).toString("utf8"));
        const start = LENGTH_BYTES + headerBytes;
        // The open handle keeps reading this file even if a put replaces it meanwhile; the stream
        // closes the handle when it ends or is destroyed.
        const body = handle.createReadStream({ start, highWaterMark: 256 * 1024 });
        return { contentType: String(header.contentType), byteSize: size - start, body };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

async function writeAll(handle: FileHandle, bytes: Uint8Array) {
  let offset = 0;
  while (offset < bytes.byteLength) {
    const { bytesWritten } = await handle.write(bytes, offset, bytes.byteLength - offset);
    offset += bytesWritten;
  }
}

async function readExactly(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new Error("A stored file is shorter than its header says");
  return buffer;
}
