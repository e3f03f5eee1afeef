import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { parse as parseCookies } from "cookie";
import type { Captcha } from "@/domain/ports/captcha";
import { settings } from "@/env";
import { bankStatements } from "@/integrations/bank-statements";
import { captcha } from "@/integrations/captcha";
import { processFileStorage } from "@/integrations/file-storage";
import { identityVerification } from "@/integrations/identity-verification";
import { insuranceVerification } from "@/integrations/insurance-verification";
import { type AuthRuntime, processAuthRuntime } from "@/server/auth/auth-runtime";
import { clientAddress } from "@/server/auth/client-address";
import { type Database, processDatabase } from "@/server/db";
import type { Realm } from "@/server/db/schema";
import { processJobQueue } from "@/server/jobs/process-jobs";
import { type Logger, log } from "@/server/log";
import { requestIdFrom } from "@/server/security/request-id";
import type { DocumentDependencies } from "@/server/services/documents/document-dependencies";
import {
  type PrequalDependencies,
  processPrequalDependencies,
} from "@/server/services/prequal/prequal-dependencies";
import { answerQueries } from "./answer-queries";
import { type BatchAllowance, batchAllowance } from "./batch-allowance";
import { type CallerSession, callerSession } from "./caller-session";
import type { Context } from "./context";
import { PLAIN_MESSAGES } from "./plain-messages";
import { type ApiAnswer, answerResponse, refusalAnswer, refusalResponse } from "./refusal-response";
import {
  type GuardDependencies,
  guardApiQuery,
  guardApiRequest,
  MAX_BATCH_SIZE,
  procedurePaths,
  type Refusal,
} from "./request-guard";
import { appRouter } from "./root";

const DATABASE_UNAVAILABLE: Refusal = {
  status: 503,
  code: "SERVICE_UNAVAILABLE",
  message: PLAIN_MESSAGES.UNAVAILABLE,
};

export interface ApiDependencies {
  database: () => Promise<Database>;
  /** Sessions and the account and portal services; built on first use (public calls never need it). */
  auth: () => Promise<AuthRuntime>;
  prequal: () => Promise<PrequalDependencies>;
  /**
   * The file store and bank statements. Absent until the process's file store is configured
   * (the storage adapters, decision 032): calls that file documents are then refused plainly.
   */
  documents?: () => Promise<DocumentDependencies>;
  captcha: Captcha;
  maxBytes: number;
  log: Logger;
  /** Batched calls per address (issue 19); the endpoint makes its own when none is given. */
  batches?: BatchAllowance;
}

// tRPC keeps every procedure under its full path ("system.status").
const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { type: string } } | undefined
>;

function procedureType(path: string): string | undefined {
  return Object.hasOwn(procedures, path) ? procedures[path]?._def.type : undefined;
}

const documentsUnavailable = () =>
  Promise.reject(
    new TRPCError({
      code: "SERVICE_UNAVAILABLE",
      message: "Documents can’t be filed here just now. Try again later, or contact us.",
    }),
  );

/** A call's context: who is calling is read only when a procedure asks, once per realm. */
function callContext(
  headers: Headers,
  deps: ApiDependencies,
  base: Pick<Context, "db" | "requestId" | "log">,
  setCookie: (header: string) => void,
): Context {
  const sessions = new Map<Realm, Promise<CallerSession | null>>();
  let cookies: Record<string, string | undefined> | undefined;
  return {
    ...base,
    auditActor: "anonymous",
    address: clientAddress(headers),
    userAgent: headers.get("user-agent") ?? "",
    auth: deps.auth,
    prequal: deps.prequal,
    documents: deps.documents ?? documentsUnavailable,
    cookie(name) {
      cookies ??= parseCookies(headers.get("cookie") ?? "");
      return cookies[name];
    },
    setCookie,
    sessionOf(realm) {
      let session = sessions.get(realm);
      if (!session) {
        session = deps.auth().then((runtime) => callerSession(headers, realm, runtime));
        sessions.set(realm, session);
      }
      return session;
    },
  };
}

/** A GET call to /api/trpc: its address and headers, however it arrived. */
export interface ApiQuery {
  url: URL;
  headers: Headers;
  /** Aborted when the caller has gone: handed to the procedures, as tRPC's adapter hands the Request's. */
  signal?: AbortSignal;
}

const API_PATH = "/api/trpc/";

/**
 * GET calls to /api/trpc (queries): guarded, then answered by `answerQueries` without building a
 * fetch Request or Response (decision 052), so the host can write the answer straight to the socket.
 * Null for a call left to tRPC's adapter: a streamed batch (`trpc-accept: application/jsonl`), and
 * the calls `answerQueries` leaves.
 */
function createQueryAnswerer(deps: ApiDependencies, guardDeps: GuardDependencies, batches: BatchAllowance) {
  return async function answerQuery({ url, headers, signal }: ApiQuery): Promise<ApiAnswer | null> {
    if (headers.has("trpc-accept")) return null;
    const requestId = requestIdFrom(headers);
    const refusal = guardApiQuery(url, headers, guardDeps) ?? (await batchRefusal(batches, url, headers));
    if (refusal) return refusalAnswer(url, refusal, requestId);
    const requestLog = deps.log.child({ requestId });
    const db = await openDatabase(deps, requestLog);
    if (!db) return refusalAnswer(url, DATABASE_UNAVAILABLE, requestId);
    const cookies: string[] = [];
    const answer = await answerQueries({
      router: appRouter,
      path: url.pathname.slice(url.pathname.indexOf(API_PATH) + API_PATH.length),
      searchParams: url.searchParams,
      signal,
      createContext: () =>
        callContext(headers, deps, { db, requestId, log: requestLog }, (cookie) => cookies.push(cookie)),
      onError: ({ error, path, type }) => logFailure(requestLog, error, path, type),
    });
    if (!answer) return null;
    return {
      status: answer.status,
      headers: {
        "content-type": "application/json",
        ...answerHeaders(requestId),
        vary: "trpc-accept, accept",
        ...(cookies.length > 0 ? { "set-cookie": cookies } : {}),
      },
      body: answer.body,
    };
  };
}

/** A batched call over its caller's allowance (issue 19); a single call is answered without a wait. */
function batchRefusal(batches: BatchAllowance, url: URL, headers: Headers): Promise<Refusal | null> | null {
  const procedures = procedurePaths(url).length;
  return procedures > 1 ? batches(clientAddress(headers), procedures) : null;
}

/** The process's database, or null (logged) when it cannot be opened: the call is refused with 503. */
async function openDatabase(deps: ApiDependencies, requestLog: Logger): Promise<Database | null> {
  try {
    return await deps.database();
  } catch (error) {
    requestLog.error({ err: error }, "database unavailable");
    return null;
  }
}

/** Headers on every answer of the typed API, whichever path answered it. */
const answerHeaders = (requestId: string) => ({ "x-request-id": requestId, "cache-control": "no-store" });

function logFailure(requestLog: Logger, error: TRPCError, path: string | undefined, type: string) {
  if (error.code === "INTERNAL_SERVER_ERROR") {
    requestLog.error({ err: error.cause ?? error, path, type }, "procedure failed");
  }
}

/**
 * The /api/trpc endpoint: guard first, then tRPC with a per-request context. `handle` takes any
 * call as a fetch Request; `answerQuery` a GET call as the host has it, without one.
 */
export function createApiEndpoint(deps: ApiDependencies) {
  const guardDeps = { captcha: deps.captcha, maxBytes: deps.maxBytes, procedureType };
  const batches = deps.batches ?? batchAllowance();
  const answerQuery = createQueryAnswerer(deps, guardDeps, batches);
  async function handle(request: Request): Promise<Response> {
    if (request.method === "GET") {
      const answer = await answerQuery({
        url: new URL(request.url),
        headers: request.headers,
        signal: request.signal,
      });
      if (answer) return answerResponse(answer);
    }
    const requestId = requestIdFrom(request.headers);
    const guarded = await guardApiRequest(request, guardDeps);
    if (!guarded.ok) return refusalResponse(request, guarded.refusal, requestId);
    const overAllowance = await batchRefusal(batches, new URL(request.url), request.headers);
    if (overAllowance) return refusalResponse(request, overAllowance, requestId);

    const requestLog = deps.log.child({ requestId });
    const db = await openDatabase(deps, requestLog);
    if (!db) return refusalResponse(request, DATABASE_UNAVAILABLE, requestId);
    const response = await fetchRequestHandler({
      endpoint: "/api/trpc",
      req: guarded.request,
      router: appRouter,
      allowMethodOverride: false,
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: ({ resHeaders }) =>
        callContext(request.headers, deps, { db, requestId, log: requestLog }, (cookie) =>
          resHeaders.append("set-cookie", cookie),
        ),
      onError: ({ error, path, type }) => logFailure(requestLog, error, path, type),
      responseMeta: () => ({
        headers: new Headers(answerHeaders(requestId)),
      }),
    });
    // tRPC leaves the content type unset on errors it answers before the call is read.
    if (!response.headers.has("content-type")) response.headers.set("content-type", "application/json");
    return response;
  }
  return { handle, answerQuery };
}

/** The endpoint's fetch handler (see `createApiEndpoint`). */
export function createApiHandler(deps: ApiDependencies) {
  return createApiEndpoint(deps).handle;
}

let processEndpoint: ReturnType<typeof createApiEndpoint> | undefined;

/** The process's endpoint, with the configured database, bot check and limits. */
function endpoint() {
  processEndpoint ??= createApiEndpoint({
    database: processDatabase,
    auth: processAuthRuntime,
    prequal: processPrequalDependencies,
    documents: async () => ({
      storage: processFileStorage(),
      bankStatements: bankStatements(),
      identityVerification: identityVerification(),
      insuranceVerification: insuranceVerification(),
      adapters: {
        bankStatements: "sandbox",
        identityVerification: "sandbox",
        insuranceVerification: "sandbox",
      },
      jobs: await processJobQueue(),
    }),
    captcha: captcha(),
    maxBytes: settings().MAX_REQUEST_BYTES,
    log,
  });
  return processEndpoint;
}

/** Any call to the process's endpoint, as a fetch Request. */
export function handleApiRequest(request: Request): Promise<Response> {
  return endpoint().handle(request);
}

/** A GET call to the process's endpoint, without a fetch Request; null when `handleApiRequest` must answer it. */
export function answerApiQuery(query: ApiQuery): Promise<ApiAnswer | null> {
  return endpoint().answerQuery(query);
}
