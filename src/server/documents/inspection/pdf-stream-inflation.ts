import { Readable } from "node:stream";
import zlib from "node:zlib";

/**
 * How far a PDF's compressed streams may expand (issue 19): a 204 KB file that inflates to 200 MB
 * is a decompression bomb aimed at whoever renders it (the thumbnail job, a staff member's viewer),
 * not a bank statement. A scanned letter page at 300 dpi in colour is 25 MB uncompressed.
 */
export const MAX_INFLATED_STREAM_BYTES = 64 * 1024 * 1024;
/** All of a file's streams together: a 25 MB upload of real scans stays far below this. */
export const MAX_INFLATED_FILE_BYTES = 256 * 1024 * 1024;

export interface InflationLimits {
  perStream: number;
  perFile: number;
}

const STREAM = Buffer.from("stream", "latin1");
const CR = 0x0d;
const LF = 0x0a;

/** Where a stream's data starts after the `stream` keyword at `at` (PDF 32000 §7.3.8.1), or -1. */
function dataStart(bytes: Buffer, at: number): number {
  const after = at + STREAM.length;
  if (bytes[after] === LF) return after + 1;
  if (bytes[after] === CR) return bytes[after + 1] === LF ? after + 2 : after + 1;
  return -1;
}

/**
 * Bytes a zlib stream starting at `data` inflates to, counted chunk by chunk and never kept:
 * stops as soon as `cap` is passed (answering more than `cap`), and answers 0 for data that is not
 * zlib at all. Corrupt data after a long run still counts what came out before it.
 */
async function inflatedSize(data: Buffer, cap: number): Promise<number> {
  // A zlib header (RFC 1950): deflate method, and a check value the two bytes pass.
  const [cmf = 0, flg = 0] = data;
  if ((cmf & 0x0f) !== 8 || ((cmf << 8) | flg) % 31 !== 0) return 0;
  const inflate = zlib.createInflate({ chunkSize: 64 * 1024 });
  let total = 0;
  try {
    for await (const chunk of Readable.from([data]).pipe(inflate)) {
      total += (chunk as Buffer).byteLength;
      if (total > cap) break;
    }
  } catch {
    // Damaged or not really compressed: pdf-lib decides about the file; only the size matters here.
  } finally {
    inflate.destroy();
  }
  return total;
}

/**
 * Whether every Flate stream of a PDF stays within the limits, checked on the raw bytes before any
 * parser inflates one (pdf-lib inflates object streams while parsing). Every `stream` keyword is
 * tried, not only those a cross-reference table names, so a stream a parser would find by
 * searching is counted too; streams inflate through zlib as a stream, so memory stays flat.
 */
export async function streamsInflateWithin(
  bytes: Uint8Array,
  limits: InflationLimits = { perStream: MAX_INFLATED_STREAM_BYTES, perFile: MAX_INFLATED_FILE_BYTES },
): Promise<boolean> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  for (let at = file.indexOf(STREAM); at !== -1; at = file.indexOf(STREAM, at + STREAM.length)) {
    // `endstream` holds the word too; only a keyword followed by an end of line starts data.
    const start = dataStart(file, at);
    if (start === -1) continue;
    // Up to the end of the file, not the next `endstream`: compressed data may hold those bytes,
    // and zlib stops by itself where the compressed stream ends.
    const size = await inflatedSize(file.subarray(start), limits.perStream);
    if (size > limits.perStream) return false;
    total += size;
    if (total > limits.perFile) return false;
  }
  return true;
}
