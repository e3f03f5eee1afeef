import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { Captcha } from "@/domain/ports/captcha";
import { settings } from "@/env";
import { captcha } from "@/integrations/captcha";
import { type Database, processDatabase } from "@/server/db";
import { type Logger, log } from "@/server/log";
import { requestIdFrom } from "@/server/security/request-id";
import { PLAIN_MESSAGES } from "./plain-messages";
import { refusalResponse } from "./refusal-response";
import { guardApiRequest, MAX_BATCH_SIZE, type Refusal } from "./request-guard";
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

// tRPC keeps every procedure under its full path ("system.status").
const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { type: string } } | undefined
>;

function procedureType(path: string): string | undefined {
  return Object.hasOwn(procedures, path) ? procedures[path]?._def.type : undefined;
}

/** The /api/trpc endpoint: guard first, then tRPC with a per-request context. */
export function createApiHandler(deps: ApiDependencies) {
  const guardDeps = { captcha: deps.captcha, maxBytes: deps.maxBytes, procedureType };
  return async function handle(request: Request): Promise<Response> {
    const requestId = requestIdFrom(request.headers);
    const guarded = await guardApiRequest(request, guardDeps);
    if (!guarded.ok) return refusalResponse(request, guarded.refusal, requestId);

    const requestLog = deps.log.child({ requestId });
    let db: Database;
    try {
      db = await deps.database();
    } catch (error) {
      requestLog.error({ err: error }, "database unavailable");
      return refusalResponse(request, DATABASE_UNAVAILABLE, requestId);
    }
    const response = await fetchRequestHandler({
      endpoint: "/api/trpc",
      req: guarded.request,
      router: appRouter,
      allowMethodOverride: false,
      maxBatchSize: MAX_BATCH_SIZE,
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
    // tRPC leaves the content type unset on errors it answers before the call is read.
    if (!response.headers.has("content-type")) response.headers.set("content-type", "application/json");
    return response;
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
