import { API_UPDATE_ACTION, type Captcha } from "@/domain/ports/captcha";
import { PLAIN_MESSAGES, tooLargeMessage } from "./plain-messages";

export interface Refusal {
  status: 400 | 403 | 405 | 413 | 415 | 429 | 503;
  code:
    | "BAD_REQUEST"
    | "FORBIDDEN"
    | "METHOD_NOT_SUPPORTED"
    | "PAYLOAD_TOO_LARGE"
    | "UNSUPPORTED_MEDIA_TYPE"
    | "TOO_MANY_REQUESTS"
    | "SERVICE_UNAVAILABLE";
  message: string;
  /** With 429: when to try again, sent as `Retry-After`. */
  retryAfterSeconds?: number;
}

/** The most procedures one batched call may name; the browser's link sends no more (links.ts). */
export const MAX_BATCH_SIZE = 10;

export interface GuardDependencies {
  captcha: Captcha;
  maxBytes: number;
  /** "query" or "mutation" for a procedure path, undefined when there is none. */
  procedureType: (path: string) => string | undefined;
}

export type Guarded = { ok: true; request: Request } | { ok: false; refusal: Refusal };

const WRITES = new Set(["POST", "PUT", "PATCH"]);

const refusals = {
  method: {
    status: 405,
    code: "METHOD_NOT_SUPPORTED",
    message: PLAIN_MESSAGES.METHOD_NOT_SUPPORTED,
  },
  sameOrigin: {
    status: 403,
    code: "FORBIDDEN",
    message: PLAIN_MESSAGES.NOT_SAME_ORIGIN,
  },
  captcha: {
    status: 403,
    code: "FORBIDDEN",
    message: PLAIN_MESSAGES.BOT_CHECK_FAILED,
  },
  captchaDown: {
    status: 503,
    code: "SERVICE_UNAVAILABLE",
    message: PLAIN_MESSAGES.BOT_CHECK_DOWN,
  },
  tooManyAtOnce: {
    status: 400,
    code: "BAD_REQUEST",
    message: PLAIN_MESSAGES.TOO_MANY_AT_ONCE,
  },
  mixed: {
    status: 400,
    code: "BAD_REQUEST",
    message: PLAIN_MESSAGES.PARSE_ERROR,
  },
  notJson: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: PLAIN_MESSAGES.NOT_JSON,
  },
} as const satisfies Record<string, Refusal>;

function tooLarge(maxBytes: number): Refusal {
  return { status: 413, code: "PAYLOAD_TOO_LARGE", message: tooLargeMessage(maxBytes) };
}

async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The procedure paths a call names: `/api/trpc/a,b?batch=1` names two. */
export function procedurePaths(url: URL): string[] {
  const named = url.pathname.slice(url.pathname.indexOf("/api/trpc/") + "/api/trpc/".length);
  return url.searchParams.get("batch") === "1" ? named.split(",") : [named];
}

function isJson(contentType: string | null): boolean {
  return contentType?.split(";", 1)[0]?.trim().toLowerCase() === "application/json";
}

/**
 * What tRPC would refuse while reading the call, before it has a context (so without the request
 * id, and in its own words): too many procedures in one batch, queries and mutations in one batch.
 * A batch is capped before any name is looked up, so one client cannot make the server resolve
 * thousands of names per request. (A body that is not JSON is the last check, after its size.)
 */
function shapeRefusal(url: URL, deps: GuardDependencies): Refusal | null {
  const paths = procedurePaths(url);
  if (paths.length > MAX_BATCH_SIZE) return refusals.tooManyAtOnce;
  if (paths.length > 1) {
    const types = new Set(paths.map(deps.procedureType).filter((type) => type !== undefined));
    if (types.size > 1) return refusals.mixed;
  }
  return null;
}

/** The checks a GET call passes (the header, the call's shape): null when it may go on. */
export function guardApiQuery(url: URL, headers: Headers, deps: GuardDependencies): Refusal | null {
  if (headers.get("x-same-origin") !== "1") return refusals.sameOrigin;
  return shapeRefusal(url, deps);
}

/**
 * Checks every call to the typed API before any procedure runs (docs/design.md §5, spec §7): the
 * X-Same-Origin header on all of them, the call's shape, a bot-check token on writes, and a size
 * limit on bodies.
 */
export async function guardApiRequest(request: Request, deps: GuardDependencies): Promise<Guarded> {
  const method = request.method.toUpperCase();
  if (method !== "GET" && !WRITES.has(method)) return { ok: false, refusal: refusals.method };
  const refusal = guardApiQuery(new URL(request.url), request.headers, deps);
  if (refusal) return { ok: false, refusal };
  if (!WRITES.has(method)) return { ok: true, request };

  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > deps.maxBytes) return { ok: false, refusal: tooLarge(deps.maxBytes) };
  const verdict = await deps.captcha.verify(request.headers.get("x-recaptcha-token"), API_UPDATE_ACTION);
  if (!verdict.ok)
    return { ok: false, refusal: verdict.reason === "unavailable" ? refusals.captchaDown : refusals.captcha };

  const body = await readBodyWithin(request, deps.maxBytes);
  if (body === null) return { ok: false, refusal: tooLarge(deps.maxBytes) };
  if (!isJson(request.headers.get("content-type"))) return { ok: false, refusal: refusals.notJson };
  return { ok: true, request: new Request(request.url, { method, headers: request.headers, body }) };
}
