import { randomUUID } from "node:crypto";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { settings } from "@/env";
import { captcha } from "@/integrations/captcha";
import { processDatabase } from "@/server/db";
import { log } from "@/server/log";
import { guardApiRequest } from "@/server/security/request-guard";
import { refusalResponse } from "./refusal-response";
import { appRouter } from "./root";

/** The /api/trpc endpoint: guard, then tRPC with a per-request context. */
export async function handleApiRequest(request: Request): Promise<Response> {
  const requestId = request.headers.get("x-request-id") ?? randomUUID();
  const guarded = await guardApiRequest(request, {
    captcha: captcha(),
    maxBytes: settings().MAX_REQUEST_BYTES,
  });
  if (!guarded.ok) return refusalResponse(request, guarded.refusal, requestId);

  const requestLog = log.child({ requestId });
  const db = await processDatabase();
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: guarded.request,
    router: appRouter,
    allowMethodOverride: false,
    createContext: () => ({ db, requestId, log: requestLog }),
    onError({ error, path, type }) {
      if (error.code === "INTERNAL_SERVER_ERROR") {
        requestLog.error({ err: error.cause ?? error, path, type }, "procedure failed");
      }
    },
    responseMeta: () => ({
      headers: new Headers({ "x-request-id": requestId, "cache-control": "no-store" }),
    }),
  });
}
