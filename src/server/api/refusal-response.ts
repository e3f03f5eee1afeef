import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import superjson from "superjson";
import { procedurePaths, type Refusal } from "./request-guard";

/** An answer of the typed API as the host writes it: status, headers and the JSON text. */
export interface ApiAnswer {
  status: number;
  /** Each header once; `set-cookie` may hold several, each its own header line. */
  headers: Record<string, string | string[]>;
  body: string;
}

/**
 * A refusal in tRPC's own error envelope, so the browser client shows the message like any other
 * API error. It is said once, whatever the call names: the batch link gives a single envelope to
 * every call of the batch, and a request naming thousands of procedures gets one short answer.
 */
export function refusalAnswer(url: URL, refusal: Refusal, requestId: string): ApiAnswer {
  const paths = procedurePaths(url);
  const body = {
    error: superjson.serialize({
      message: refusal.message,
      code: TRPC_ERROR_CODES_BY_KEY[refusal.code],
      data: {
        code: refusal.code,
        httpStatus: refusal.status,
        path: paths.length === 1 && (paths[0]?.length ?? 0) <= 100 ? paths[0] : null,
        fieldErrors: null,
        requestId,
      },
    }),
  };
  return {
    status: refusal.status,
    headers: {
      "content-type": "application/json",
      "x-request-id": requestId,
      "cache-control": "no-store",
      ...(refusal.status === 405 ? { allow: "GET, POST" } : {}),
      ...(refusal.retryAfterSeconds ? { "retry-after": String(refusal.retryAfterSeconds) } : {}),
    },
    body: JSON.stringify(body),
  };
}

/** An answer as a fetch Response. */
export function answerResponse({ status, headers, body }: ApiAnswer): Response {
  const fetchHeaders = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    for (const one of Array.isArray(value) ? value : [value]) fetchHeaders.append(name, one);
  }
  return new Response(body, { status, headers: fetchHeaders });
}

/** A refusal as a fetch Response (see `refusalAnswer`). */
export function refusalResponse(request: Request, refusal: Refusal, requestId: string): Response {
  return answerResponse(refusalAnswer(new URL(request.url), refusal, requestId));
}
