import type { RateLimitVerdict } from "@/server/security/rate-limits";
import { tryAgainIn } from "@/server/security/try-again-message";
import { PdfPoolBusyError } from "./pdf-pool";

/** Nothing about a person is kept by a cache or sniffed into HTML. */
const PRIVATE = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

/** A plain sentence, for a refusal or a missing file. */
export function plainResponse(
  status: number,
  sentence: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(sentence, {
    status,
    headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8", ...headers },
  });
}

/** A PDF to keep, as an attachment named `fileName`. */
export function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      ...PRIVATE,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(bytes.byteLength),
    },
  });
}

/** A download refused by its rate limit (issue 19): 429, the sentence with the wait, and Retry-After. */
export function tooManyDownloads(verdict: Extract<RateLimitVerdict, { ok: false }>): Response {
  return plainResponse(429, verdict.message, { "Retry-After": String(verdict.retryAfterSeconds) });
}

const BUSY_SECONDS = 5;

/**
 * The PDF `write` gives (on the worker pool); when too many are waiting there already, the answer
 * to send instead (503, a sentence with the wait), so a crowd is told at once rather than queued.
 */
export async function writtenOrBusy(write: () => Promise<Uint8Array>): Promise<Uint8Array | Response> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof PdfPoolBusyError)) throw error;
    return plainResponse(503, `We are writing many documents just now. ${tryAgainIn(BUSY_SECONDS)}`, {
      "Retry-After": String(BUSY_SECONDS),
    });
  }
}
