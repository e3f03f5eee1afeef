import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileStorage } from "@/domain/ports/file-storage";

const SAFE_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * A FileStorage on a local folder for the tests and the bench, streamed both ways (the storage
 * adapters of decision 032 replace it at merge). Each write goes to a temporary name first, so a
 * reader never sees half a file; the content type sits beside the file.
 */
export function folderStorage(
  directory: string,
): FileStorage & { directory: string; keys(): Promise<string[]> } {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error("Storage keys are random ids");
    return path.join(directory, key);
  };
  return {
    directory,
    async put(key, body, info) {
      const file = fileOf(key);
      await fs.mkdir(directory, { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      await pipeline(
        body instanceof Uint8Array ? Readable.from([body]) : Readable.from(body),
        (await fs.open(partial, "w")).createWriteStream(),
      );
      await fs.writeFile(`${file}.type`, info.contentType);
      await fs.rename(partial, file);
    },
    async get(key) {
      const file = fileOf(key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat) return null;
      const contentType = await fs.readFile(`${file}.type`, "utf8");
      return { contentType, byteSize: stat.size, body: createReadStream(file) };
    },
    async delete(key) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      await fs.rm(`${file}.type`, { force: true });
    },
    async keys() {
      const names = await fs.readdir(directory).catch(() => [] as string[]);
      return names.filter((name) => SAFE_KEY.test(name)).sort();
    },
  };
}
