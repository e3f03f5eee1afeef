import type { IncomingMessage, ServerResponse } from "node:http";
import { settings } from "../src/env";
import { CLIENT_ADDRESS_HEADER, realClientAddress } from "../src/server/auth/client-address";

/**
 * The request body as a web stream that follows backpressure: the socket is paused while the reader
 * has a chunk it has not asked past, so an upload is read as it arrives, never gathered first.
 * Cancelling it (the API guard does, past its limit) only stops reading: destroying the request
 * would take the socket, and the answer, with it.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const data = (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      };
      const end = () => controller.close();
      const failed = (error: Error) => controller.error(error);
      const closed = () => {
        if (!req.complete) controller.error(new Error("The client closed the request before its end"));
      };
      req.on("data", data);
      req.once("end", end);
      req.once("error", failed);
      req.once("close", closed);
      stop = () => {
        req.off("data", data);
        req.off("end", end);
        req.off("error", failed);
        req.off("close", closed);
      };
    },
    pull() {
      req.resume();
    },
    cancel() {
      stop();
      req.pause();
    },
  });
}

/**
 * A Node request's headers as fetch Headers, with the caller's address: the socket's, or behind
 * `trustedHops` proxies (TRUST_PROXY_HOPS) the client they name (decision 100). Rate limits, audit
 * records and logs read it; a client's own value for that header is replaced.
 */
export function requestHeaders(req: IncomingMessage, trustedHops = settings().TRUST_PROXY_HOPS): Headers {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i] as string, raw[i + 1] as string);
  const address = realClientAddress({
    socketAddress: req.socket.remoteAddress,
    forwardedFor: req.headers["x-forwarded-for"],
    trustedHops,
  });
  headers.set(CLIENT_ADDRESS_HEADER, address);
  return headers;
}

/** A Node request as a fetch Request, its headers as `requestHeaders` gives them. */
export function toFetchRequest(req: IncomingMessage, origin: string, trustedHops?: number): Request {
  const headers = requestHeaders(req, trustedHops);
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(origin + (req.url ?? "/"), {
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

const PENDING = Symbol("pending");

/** Resolves when the response can take more, or when the client has gone. */
function drained(res: ServerResponse): Promise<void> {
  if (res.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const settle = () => {
      res.off("drain", settle);
      res.off("close", settle);
      resolve();
    };
    res.once("drain", settle);
    res.once("close", settle);
  });
}

/**
 * Writes a fetch Response to a Node response as it is produced, with the headers every response
 * carries. Each chunk waits for the socket to take the previous one (backpressure), so a 200 MB
 * download holds a chunk or two in memory, not 200 MB. A body already complete when it is first read
 * (every JSON answer) goes out in one write with its length. A client that goes away cancels the
 * body, which stops its producer.
 */
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
  res.statusCode = response.status;
  try {
    if (response.body === null) res.end();
    else await pump(response.body.getReader(), res);
  } finally {
    if (!req.complete) discardRestOfBody(req);
  }
}

async function pump(reader: ReadableStreamDefaultReader<Uint8Array>, res: ServerResponse): Promise<void> {
  const first = await reader.read();
  if (first.done) return void res.end();
  const second = reader.read();
  // A read already settled wins the race: the body was complete, so it goes out with its length.
  const settled = await Promise.race<ReadableStreamReadResult<Uint8Array> | typeof PENDING>([
    second,
    PENDING,
  ]);
  if (settled !== PENDING && settled.done) return void res.end(first.value);

  // The client going away cancels the body, which stops its producer (and ends the loop below).
  const gone = () => {
    if (!res.writableFinished) reader.cancel().catch(() => {});
  };
  res.once("close", gone);
  try {
    let pending = second;
    let chunk: Uint8Array = first.value;
    for (;;) {
      if (!res.write(chunk)) await drained(res);
      if (res.destroyed) return void (await reader.cancel().catch(() => {}));
      const next = await pending;
      if (next.done) return void res.end();
      chunk = next.value;
      pending = reader.read();
    }
  } catch (error) {
    // The producer failed half way: the status is sent, so the only honest signal is a cut body.
    res.destroy();
    throw error;
  } finally {
    res.off("close", gone);
  }
}
