import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import type { FileStorage } from "@/domain/ports/file-storage";
import { chunksOf, exactly } from "./body";
import { assertStorageKey } from "./storage-key";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible store's address; addressed path-style (`endpoint/bucket/key`) when set. */
  endpoint?: string;
  /** Both or neither: without them the SDK's default chain (environment, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Folder-like prefix inside the bucket, e.g. `documents/`. */
  prefix?: string;
}

/** The S3 client for these settings. */
export function s3Client(options: S3StorageOptions): S3Client {
  const config: S3ClientConfig = { region: options.region };
  if (options.endpoint) {
    config.endpoint = options.endpoint;
    config.forcePathStyle = true;
    // The SDK's default checksums send a streamed body in aws-chunked framing with a trailer,
    // which S3-compatible stores do not all understand (some store the framing as the file's
    // bytes); checksums are sent only where an operation requires them.
    config.requestChecksumCalculation = "WHEN_REQUIRED";
    config.responseChecksumValidation = "WHEN_REQUIRED";
  }
  if (options.accessKeyId && options.secretAccessKey) {
    config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
  }
  return new S3Client(config);
}

/**
 * Objects in one bucket (docs/design.md §1, when S3_BUCKET is set), each written with server-side
 * encryption requested (SSE-S3, AES256) and streamed both ways. `@aws-sdk/lib-storage` (multipart
 * uploads of unknown length) is not installed, so a streamed body goes up as one PutObject whose
 * length the caller states (`byteSize`); an upload's length is known before its first byte (tus
 * `Upload-Length`), and generated files are whole buffers.
 */
export function s3Storage(options: S3StorageOptions, client: S3Client = s3Client(options)): FileStorage {
  const prefix =
    !options.prefix || options.prefix.endsWith("/") ? (options.prefix ?? "") : `${options.prefix}/`;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };

  return {
    async put(key, body, info) {
      const Key = objectKey(key);
      const byteSize = body instanceof Uint8Array ? body.byteLength : info.byteSize;
      if (byteSize === undefined) {
        throw new Error("S3 storage needs the byte size of a streamed body (info.byteSize)");
      }
      if (body instanceof Uint8Array && info.byteSize !== undefined && info.byteSize !== byteSize) {
        throw new Error(`The body is ${byteSize} bytes, not the ${info.byteSize} declared`);
      }
      // A body that fails part-way (cut short, too long) must end the request, not leave it waiting.
      const aborted = new AbortController();
      let failure: unknown;
      const Body =
        body instanceof Uint8Array
          ? body
          : Readable.from(exactly(byteSize, chunksOf(body))).on("error", (error) => {
              failure = error;
              aborted.abort();
            });
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key,
            Body,
            ContentLength: byteSize,
            ContentType: info.contentType,
            ServerSideEncryption: "AES256",
          }),
          { abortSignal: aborted.signal },
        );
      } catch (error) {
        throw failure ?? error;
      }
    },

    async get(key) {
      const Key = objectKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key }));
        if (!object.Body) return null;
        return {
          contentType: object.ContentType ?? "application/octet-stream",
          byteSize: object.ContentLength ?? 0,
          // In Node the SDK answers with the response stream itself: an async iterable of bytes.
          body: object.Body as AsyncIterable<Uint8Array>,
        };
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
  };
}
