import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { PLAIN_MESSAGES } from "../src/server/api/plain-messages";
import { apiSecurityHeaders } from "../src/server/security/headers";

export interface HostRefusal {
  status: 400 | 405 | 500;
  message: string;
  /** The methods the address answers, sent as `allow` with a 405. */
  allow?: string;
}

/** Methods some route of the site answers; anything else (TRACE, CONNECT, made-up ones) is refused. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const PAGE_METHODS = "GET, HEAD, POST";

const badAddress: HostRefusal = { status: 400, message: PLAIN_MESSAGES.BAD_ADDRESS };
export const methodNotAllowed = (allow: string): HostRefusal => ({
  status: 405,
  message: PLAIN_MESSAGES.METHOD_NOT_ALLOWED_HERE,
  allow,
});

/**
 * Settles the request line before anything else reads it. An absolute-form target
 * (`GET http://evil.example/x`) becomes its path, and a path that begins with several slashes one
 * slash, so no redirect can ever point at another host. `*` targets, unknown methods and paths that
 * do not decode are refused here, where the answer keeps the security headers, instead of failing
 * inside Next as a bare 500. Returns the refusal, or null with `req.url` normalised.
 */
export function checkRequestLine(req: IncomingMessage): HostRefusal | null {
  const method = req.method ?? "";
  if (!KNOWN_METHODS.has(method)) return methodNotAllowed(PAGE_METHODS);
  let target = req.url ?? "";
  if (target === "*") return method === "OPTIONS" ? methodNotAllowed(PAGE_METHODS) : badAddress;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      target = url.pathname + url.search;
    } catch {
      return badAddress;
    }
  }
  if (!target.startsWith("/")) return badAddress;
  target = target.replace(/^\/{2,}/, "/");
  const queryAt = target.indexOf("?");
  try {
    decodeURIComponent(queryAt === -1 ? target : target.slice(0, queryAt));
  } catch {
    return badAddress;
  }
  req.url = target;
  return null;
}

/** The headers of every answer the host gives itself: the API's locked-down set, never cached. */
export const HOST_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries(apiSecurityHeaders.map(({ key, value }) => [key.toLowerCase(), value])),
  "cache-control": "no-store",
});

/** Answers with a plain sentence and the usual security headers. */
export function sendHostRefusal(res: ServerResponse, refusal: HostRefusal): void {
  if (res.headersSent) return void res.end();
  const body = Buffer.from(refusal.message);
  res.writeHead(refusal.status, {
    ...HOST_HEADERS,
    "content-type": "text/plain; charset=utf-8",
    "content-length": String(body.byteLength),
    ...(refusal.allow ? { allow: refusal.allow } : {}),
  });
  res.end(body);
}

/**
 * Node's own answer to a request its parser cannot read (an unknown method such as TRACK, a space in
 * the target, headers too large) is a bare status line. This one keeps the usual headers and a
 * sentence, then closes the connection, which cannot be read any further.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
  const status =
    error.code === "HPE_HEADER_OVERFLOW"
      ? "431 Request Header Fields Too Large"
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? "408 Request Timeout"
        : "400 Bad Request";
  const body = Buffer.from(PLAIN_MESSAGES.BAD_ADDRESS);
  const headers = {
    ...HOST_HEADERS,
    "content-type": "text/plain; charset=utf-8",
    "content-length": String(body.byteLength),
    connection: "close",
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${status}\r\n${head}\r\n`), body]));
}
