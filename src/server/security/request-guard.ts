import { API_UPDATE_ACTION, type Captcha } from "@/domain/ports/captcha";
import { PLAIN_MESSAGES, tooLargeMessage } from "@/server/api/plain-messages";

export interface Refusal {
  status: 403 | 405 | 413 | 503;
  code: "FORBIDDEN" | "METHOD_NOT_SUPPORTED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE";
  message: string;
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

/**
 * Checks every call to the typed API before any procedure runs (DESIGN.md §5, spec §7): the
 * X-Same-Origin header on all of them, a bot-check token on writes, and a size limit on bodies.
 */
export async function guardApiRequest(
  request: Request,
  deps: { captcha: Captcha; maxBytes: number },
): Promise<Guarded> {
  const method = request.method.toUpperCase();
  if (method !== "GET" && !WRITES.has(method)) return { ok: false, refusal: refusals.method };
  if (request.headers.get("x-same-origin") !== "1") return { ok: false, refusal: refusals.sameOrigin };
  if (!WRITES.has(method)) return { ok: true, request };

  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > deps.maxBytes) return { ok: false, refusal: tooLarge(deps.maxBytes) };
  const verdict = await deps.captcha.verify(request.headers.get("x-recaptcha-token"), API_UPDATE_ACTION);
  if (!verdict.ok)
    return { ok: false, refusal: verdict.reason === "unavailable" ? refusals.captchaDown : refusals.captcha };

  const body = await readBodyWithin(request, deps.maxBytes);
  if (body === null) return { ok: false, refusal: tooLarge(deps.maxBytes) };
  return { ok: true, request: new Request(request.url, { method, headers: request.headers, body }) };
}
