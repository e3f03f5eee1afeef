import { Readable } from "node:stream";
import type { StoredFileInfo } from "@/domain/ports/file-storage";
import { attachmentDisposition } from "./content-disposition";

/** A stored file is only ever a download: nothing in it runs, frames or is sniffed (OWASP). */
export const DOWNLOAD_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** A stored file streamed as an attachment named `fileName`, with its stored type. */
export function storedFileResponse(
  stored: StoredFileInfo & { body: AsyncIterable<Uint8Array> },
  fileName: string,
): Response {
  const headers = {
    ...DOWNLOAD_HEADERS,
    "Content-Type": stored.contentType,
    "Content-Length": String(stored.byteSize),
    "Content-Disposition": attachmentDisposition(fileName, stored.contentType),
  };
  const body = Readable.toWeb(Readable.from(stored.body)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}
