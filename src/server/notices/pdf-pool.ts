import { availableParallelism } from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import type { PdfJob } from "./render-pdf";

/**
 * The worker file, found from the working directory: the server and the tests run from the
 * repository's root (host/prepare-process.ts), and this module may be bundled by Next, where its
 * own address is a chunk's. The worker itself is plain JavaScript that loads the writers.
 */
const WORKER_FILE = path.resolve("src/server/notices/pdf-render-worker.mjs");

/** Jobs waiting beyond these are refused at once (`PdfPoolBusyError`): a queue nobody gets out of is an outage. */
const MAX_WAITING = 64;

export class PdfPoolBusyError extends Error {
  override name = "PdfPoolBusyError";
}

let pool: Piscina<PdfJob, Uint8Array> | undefined;

/**
 * Issue 19: writing a PDF is tens of milliseconds of JavaScript; twenty at once held the event
 * loop long enough to take the health check from 3 ms to half a second. Here they are written on
 * worker threads, one core left to the server (at least one thread), started on first use and
 * kept a minute after the last job.
 */
function processPool(): Piscina<PdfJob, Uint8Array> {
  pool ??= new Piscina<PdfJob, Uint8Array>({
    filename: WORKER_FILE,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 60_000,
  });
  return pool;
}

/** The PDF a job names, written on the pool; `PdfPoolBusyError` when too many are waiting. */
export async function renderPdfInPool(job: PdfJob): Promise<Uint8Array> {
  const current = processPool();
  if (current.queueSize >= MAX_WAITING) throw new PdfPoolBusyError("Too many PDFs are waiting to be written");
  // `run` queues at once, so this count is exact; a structured clone of the worker's Uint8Array
  // arrives as a Uint8Array.
  return current.run(job);
}

/** Stops the pool's threads (tests, and a server stopping). */
export async function closePdfPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
