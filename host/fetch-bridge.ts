import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The request body as a web stream that follows backpressure. Cancelling it (the API guard does,
 * past 1 MB) only stops reading: destroying the request would take the socket, and the answer, with it.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.once("end", () => controller.close());
      req.once("error", (error) => controller.error(error));
    },
    pull() {
      req.resume();
    },
    cancel() {
      req.removeAllListeners("data");
      req.pause();
    },
  });
}

/** A Node request as a fetch Request. */
export function toFetchRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), {
    method: req.method,
    headers,
    body: hasBody ? bodyStream(req) : undefined,
    duplex: hasBody ? "half" : undefined,
  } as RequestInit);
}

const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;
const DISCARD_LIMIT_MS = 5000;

/**
 * Reads and drops what is left of a body the answer did not need (a refusal), as Node does for
 * handlers that ignore a body: closing at once could reset the connection before the client reads
 * the answer, and the rest must not be taken for the next request. Bounded, so an endless upload
 * cannot hold the connection.
 */
function discardRestOfBody(req: IncomingMessage): void {
  let discarded = 0;
  const timer = setTimeout(() => req.socket.destroy(), DISCARD_LIMIT_MS);
  timer.unref();
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (discarded > DISCARD_LIMIT_BYTES) req.socket.destroy();
  });
  req.once("end", () => clearTimeout(timer));
  req.resume();
}

/** Writes a fetch Response to a Node response, with the headers every response carries. */
export async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  alwaysHeaders: ReadonlyArray<{ key: string; value: string }>,
): Promise<void> {
  for (const { key, value } of alwaysHeaders) res.setHeader(key, value);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status);
  res.end(body);
  if (!req.complete) discardRestOfBody(req);
}
