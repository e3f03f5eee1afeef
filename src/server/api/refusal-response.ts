import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import superjson from "superjson";
import type { Refusal } from "@/server/security/request-guard";

/**
 * A refusal in tRPC's own error envelope, so the browser client shows the message like any other
 * API error. Batched calls (`?batch=1`) get one entry per procedure named in the path.
 */
export function refusalResponse(request: Request, refusal: Refusal, requestId: string): Response {
  const url = new URL(request.url);
  const paths = url.pathname.replace(/^\/api\/trpc\/?/, "").split(",");
  const entry = (path: string) => ({
    error: superjson.serialize({
      message: refusal.message,
      code: TRPC_ERROR_CODES_BY_KEY[refusal.code],
      data: { code: refusal.code, httpStatus: refusal.status, path, fieldErrors: null, requestId },
    }),
  });
  const body = url.searchParams.get("batch") === "1" ? paths.map(entry) : entry(paths[0] ?? "");
  return Response.json(body, {
    status: refusal.status,
    headers: { "x-request-id": requestId, ...(refusal.status === 405 ? { allow: "GET, POST" } : {}) },
  });
}
