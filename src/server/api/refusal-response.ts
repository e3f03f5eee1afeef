import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import superjson from "superjson";
import { procedurePaths, type Refusal } from "./request-guard";

/**
 * A refusal in tRPC's own error envelope, so the browser client shows the message like any other
 * API error. It is said once, whatever the call names: the batch link gives a single envelope to
 * every call of the batch, and a request naming thousands of procedures gets one short answer.
 */
export function refusalResponse(request: Request, refusal: Refusal, requestId: string): Response {
  const paths = procedurePaths(new URL(request.url));
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
  return Response.json(body, {
    status: refusal.status,
    headers: {
      "x-request-id": requestId,
      "cache-control": "no-store",
      ...(refusal.status === 405 ? { allow: "GET, POST" } : {}),
    },
  });
}
