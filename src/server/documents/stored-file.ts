import { createHash, randomBytes } from "node:crypto";
import type { FileStorage } from "@/domain/ports/file-storage";

/**
 * A new storage key: 128 random bits in hex, never anything the person chose (docs/design.md §5). Hex,
 * not base64url: a key may not start with `-` or `_` (storage-key.ts), which base64url can.
 */
export const newStorageKey = () => randomBytes(16).toString("hex");

/** The key of a file's thumbnail: derived from the file's own random key, so a retried job writes the same one. */
export const thumbnailKeyOf = (storageKey: string) => `${storageKey}-thumbnail`;

export const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A stored file read whole (at most the 25 MB upload limit); null when the key holds nothing. */
export async function readStoredFile(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Uint8Array[] = [];
  for await (const chunk of file.body) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}
