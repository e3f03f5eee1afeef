import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { Captcha } from "@/domain/ports/captcha";
import { settings } from "@/env";
import { captcha } from "@/integrations/captcha";
import { type Database, processDatabase } from "@/server/db";
import { type Logger, log } from "@/server/log";
import { guardApiRequest, type Refusal } from "@/server/security/request-guard";
import { requestIdFrom } from "@/server/security/request-id";
import { PLAIN_MESSAGES } from "./plain-messages";
import { refusalResponse } from "./refusal-response";
import { appRouter } from "./root";

const DATABASE_UNAVAILABLE: Refusal = {
  status: 503,
  code: "SERVICE_UNAVAILABLE",
  message: PLAIN_MESSAGES.UNAVAILABLE,
};

export interface ApiDependencies {
  database: () => Promise<Database>;
  captcha: Captcha;
  maxBytes: number;
  log: Logger;
}

/** The /api/trpc endpoint: guard first, then tRPC with a per-request context. */
export function createApiHandler(deps: ApiDependencies) {
  return async function handle(request: Request): Promise<Response> {
    const requestId = requestIdFrom(request.headers);
    const guarded = await guardApiRequest(request, deps);
    if (!guarded.ok) return refusalResponse(request, guarded.refusal, requestId);

    const requestLog = deps.log.child({ requestId });
    let db: Database;
    try {
      db = await deps.database();
    } catch (error) {
      requestLog.error({ err: error }, "database unavailable");
      return refusalResponse(request, DATABASE_UNAVAILABLE, requestId);
    }
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
  };
}

let processHandler: ReturnType<typeof createApiHandler> | undefined;

/** The process's endpoint, with the configured database, bot check and limits. */
export function handleApiRequest(request: Request): Promise<Response> {
  processHandler ??= createApiHandler({
    database: processDatabase,
    captcha: captcha(),
    maxBytes: settings().MAX_REQUEST_BYTES,
    log,
  });
  return processHandler(request);
}
