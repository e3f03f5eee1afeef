import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";

/** A Node request as a fetch Request, streaming its body (the API guard caps its size). */
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
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: hasBody ? "half" : undefined,
  } as RequestInit);
}

/** Writes a fetch Response to a Node response, with the headers every response carries. */
export async function sendFetchResponse(
  res: ServerResponse,
  response: Response,
  alwaysHeaders: ReadonlyArray<{ key: string; value: string }>,
): Promise<void> {
  for (const { key, value } of alwaysHeaders) res.setHeader(key, value);
  for (const [name, value] of response.headers) res.setHeader(name, value);
  res.writeHead(response.status);
  res.end(Buffer.from(await response.arrayBuffer()));
}
