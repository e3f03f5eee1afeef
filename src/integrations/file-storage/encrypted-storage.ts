import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { FileStorage, StoredFileInfo } from "@/domain/ports/file-storage";
import { chunksOf, exactly } from "./body";

/**
 * File bodies at rest (issue 19, decision 066): each file is sealed with its own random key
 * (AES-256-GCM), and that key is sealed with the storage key derived from the application key,
 * as sensitive fields are. The body is cut into chunks sealed one by one, so a 25 MB file is
 * never held whole in memory either way, and each chunk is checked before a byte of it is given
 * out. Layout:
 *
 *   "KHCFILE1" (8 bytes) | key nonce (12) | key tag (16) | sealed file key (32) | chunk* (≤ 64 KiB + 16-byte tag)
 *
 * A chunk's nonce is its index (11 bytes, big-endian) and a last-chunk flag (1 byte): chunks cannot
 * be reordered, dropped or added, and a file cut at a chunk boundary fails (its last chunk was not
 * sealed as the last). The file key is sealed with the storage key and the stored type as
 * associated data, so a file copied under another key, or given another type, fails to open.
 * A file that does not start with the marker was stored in clear before this (decision 066) and is
 * read as it is.
 */
const MARKER = Buffer.from("KHCFILE1", "latin1");
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const FILE_KEY_BYTES = 32;
export const SEALED_HEADER_BYTES = MARKER.length + NONCE_BYTES + TAG_BYTES + FILE_KEY_BYTES;
export const CHUNK_BYTES = 64 * 1024;
const SEALED_CHUNK_BYTES = CHUNK_BYTES + TAG_BYTES;

export class StoredFileTamperedError extends Error {
  override name = "StoredFileTamperedError";
  constructor(key: string) {
    super(`The stored file ${key} could not be opened: wrong key, or it was altered`);
  }
}

/** The stored (sealed) length of a body of `plain` bytes: its header, and a tag per chunk (at least one). */
export function sealedLength(plain: number): number {
  return SEALED_HEADER_BYTES + plain + TAG_BYTES * Math.max(1, Math.ceil(plain / CHUNK_BYTES));
}

/** The body's length from its sealed length; null when no body seals to that length. */
function plainLength(sealed: number): number | null {
  const chunks = Math.ceil((sealed - SEALED_HEADER_BYTES) / SEALED_CHUNK_BYTES);
  const plain = sealed - SEALED_HEADER_BYTES - TAG_BYTES * Math.max(1, chunks);
  return plain >= 0 && sealedLength(plain) === sealed ? plain : null;
}

function chunkNonce(index: number, last: boolean): Buffer {
  const nonce = Buffer.alloc(NONCE_BYTES);
  nonce.writeUIntBE(index, NONCE_BYTES - 7, 6);
  nonce[NONCE_BYTES - 1] = last ? 1 : 0;
  return nonce;
}

const associatedData = (key: string, contentType: string) => Buffer.from(`${key}\n${contentType}`, "utf8");

function sealChunk(fileKey: Buffer, index: number, last: boolean, plain: Uint8Array): Buffer {
  const cipher = createCipheriv("aes-256-gcm", fileKey, chunkNonce(index, last), {
    authTagLength: TAG_BYTES,
  });
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function openChunk(fileKey: Buffer, index: number, last: boolean, sealed: Buffer): Buffer {
  const decipher = createDecipheriv("aes-256-gcm", fileKey, chunkNonce(index, last), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
}

/** `body` in pieces of exactly `size` bytes (the last one shorter), each flagged when it is the last. */
async function* piecesOf(
  body: AsyncIterable<Uint8Array>,
  size: number,
): AsyncIterable<{ piece: Buffer; last: boolean }> {
  let pending: Buffer = Buffer.alloc(0);
  let held: Buffer | null = null;
  for await (const chunk of body) {
    pending =
      pending.length === 0
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.concat([pending, chunk]);
    while (pending.length >= size) {
      // A full piece is only known not to be the last once more bytes arrive after it.
      if (held) yield { piece: held, last: false };
      held = pending.subarray(0, size);
      pending = pending.subarray(size);
    }
  }
  if (held && pending.length === 0) {
    yield { piece: held, last: true };
    return;
  }
  if (held) yield { piece: held, last: false };
  yield { piece: pending, last: true };
}

async function* sealed(header: Buffer, fileKey: Buffer, body: AsyncIterable<Uint8Array>) {
  yield header;
  let index = 0;
  for await (const { piece, last } of piecesOf(body, CHUNK_BYTES))
    yield sealChunk(fileKey, index++, last, piece);
}

async function* opened(key: string, fileKey: Buffer, rest: AsyncIterable<Uint8Array>) {
  let index = 0;
  for await (const { piece, last } of piecesOf(rest, SEALED_CHUNK_BYTES)) {
    if (piece.length < TAG_BYTES) throw new StoredFileTamperedError(key);
    let plain: Buffer;
    try {
      plain = openChunk(fileKey, index++, last, piece);
    } catch {
      throw new StoredFileTamperedError(key);
    }
    yield plain;
  }
}

/** The first `count` bytes of a body (fewer when it is shorter), and an iterable of the rest. */
async function split(body: AsyncIterable<Uint8Array>, count: number) {
  const iterator = body[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  while (head.length < count) {
    const next = await iterator.next();
    if (next.done) return { head, rest: (async function* () {})() };
    head = Buffer.concat([head, next.value]);
  }
  const extra = head.subarray(count);
  const rest = (async function* () {
    if (extra.length > 0) yield extra;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
  return { head: head.subarray(0, count), rest };
}

async function* concatenated(first: Buffer, rest: AsyncIterable<Uint8Array>) {
  if (first.length > 0) yield first;
  yield* rest;
}

/**
 * `inner` (the local folder or S3) holding only sealed bodies, under `storageKey` (32 bytes,
 * `deriveKey(applicationKey, "file-storage")`). Keys, types and the port's contract are unchanged.
 */
export function encryptedStorage(inner: FileStorage, storageKey: Uint8Array): FileStorage {
  return {
    async put(key, body, info) {
      const fileKey = randomBytes(FILE_KEY_BYTES);
      const nonce = randomBytes(NONCE_BYTES);
      const wrap = createCipheriv("aes-256-gcm", storageKey, nonce, { authTagLength: TAG_BYTES });
      wrap.setAAD(associatedData(key, info.contentType));
      const sealedKey = Buffer.concat([wrap.update(fileKey), wrap.final()]);
      const header = Buffer.concat([MARKER, nonce, wrap.getAuthTag(), sealedKey]);
      // A whole buffer's size is known: S3 needs the sealed size of every body it is streamed.
      const byteSize = info.byteSize ?? (body instanceof Uint8Array ? body.byteLength : undefined);
      const plain = byteSize === undefined ? chunksOf(body) : exactly(byteSize, chunksOf(body));
      await inner.put(key, sealed(header, fileKey, plain), {
        contentType: info.contentType,
        ...(byteSize === undefined ? {} : { byteSize: sealedLength(byteSize) }),
      });
    },

    async get(key) {
      const stored = await inner.get(key);
      if (!stored) return null;
      const { head, rest } = await split(stored.body, SEALED_HEADER_BYTES);
      if (!head.subarray(0, MARKER.length).equals(MARKER))
        return { ...info(stored), body: concatenated(head, rest) };
      const byteSize = plainLength(stored.byteSize);
      if (byteSize === null || head.length < SEALED_HEADER_BYTES) throw new StoredFileTamperedError(key);
      let fileKey: Buffer;
      try {
        const unwrap = createDecipheriv(
          "aes-256-gcm",
          storageKey,
          head.subarray(MARKER.length, MARKER.length + NONCE_BYTES),
          {
            authTagLength: TAG_BYTES,
          },
        );
        unwrap.setAAD(associatedData(key, stored.contentType));
        unwrap.setAuthTag(
          head.subarray(MARKER.length + NONCE_BYTES, MARKER.length + NONCE_BYTES + TAG_BYTES),
        );
        fileKey = Buffer.concat([
          unwrap.update(head.subarray(SEALED_HEADER_BYTES - FILE_KEY_BYTES)),
          unwrap.final(),
        ]);
      } catch {
        throw new StoredFileTamperedError(key);
      }
      return { contentType: stored.contentType, byteSize, body: opened(key, fileKey, rest) };
    },

    delete: (key) => inner.delete(key),
  };
}

const info = ({ contentType, byteSize }: StoredFileInfo): StoredFileInfo => ({ contentType, byteSize });
