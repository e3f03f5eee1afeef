import type { IncomingMessage, ServerResponse } from "node:http";
import { CALCULATOR_FIGURES_PATH } from "../src/domain/pricing/calculator-figures";
import { processFileStorage } from "../src/integrations/file-storage";
import { answerApiQuery, handleApiRequest } from "../src/server/api/handle-api-request";
import { healthAnswer } from "../src/server/api/health";
import { readinessAnswer, readinessProbes } from "../src/server/api/readiness";
import type { ApiAnswer } from "../src/server/api/refusal-response";
import { answerAuthRequest } from "../src/server/auth/auth-endpoint";
import { processAuthRuntime } from "../src/server/auth/auth-runtime";
import { REALM_DEFINITIONS, realmAnswering, realmForPath } from "../src/server/auth/realms";
import { processDatabase } from "../src/server/db";
import { committedMigrationCount } from "../src/server/db/migrate";
import type { Realm } from "../src/server/db/schema";
import { databaseStatus } from "../src/server/db/status";
import { checkProcessJobQueue } from "../src/server/jobs/process-jobs";
import { apiSecurityHeaders } from "../src/server/security/headers";
import { processLendingSystemDependencies } from "../src/server/services/lending-system/lending-system-dependencies";
import { takeWebhook } from "../src/server/services/lending-system/take-webhook";
import { calculatorFiguresNow } from "../src/server/services/prequal/calculator-figures-now";
import { abortedWhenCallerLeaves } from "./caller-left";
import { requestHeaders, sendFetchResponse, toFetchRequest } from "./fetch-bridge";
import { HOST_HEADERS, methodNotAllowed, sendHostRefusal } from "./request-line";
import { processUploadEndpoints, uploadRouteFor } from "./upload-routes";

export type NodeRoute = (req: IncomingMessage, res: ServerResponse, origin: string) => Promise<void>;

/**
 * The typed API and the health check are answered here, before Next: they render no pages, and
 * Next's route pipeline cost them four fifths of their throughput (decision 005).
 */
export function apiRouteFor(pathname: string): NodeRoute | null {
  if (pathname.startsWith("/api/trpc/")) return serveTrpc;
  const upload = uploadRouteFor(pathname, processUploadEndpoints);
  if (upload) return upload;
  if (pathname === "/api/health") return serveHealth;
  if (pathname === "/api/ready") return serveReadiness;
  if (pathname === CALCULATOR_FIGURES_PATH) return serveCalculatorFigures;
  if (pathname.startsWith(LOS_WEBHOOK_PATH)) return serveLosWebhook;
  const realm = realmAnswering(pathname);
  if (realm) return (req, res, origin) => serveAuth(realm, req, res, origin);
  if (pathname.startsWith("/api/auth/")) return redirectToRealm;
  return null;
}

/** The path of the page a request came from, when the Referer names one. */
function refererPath(referer: string | undefined): string {
  try {
    return referer ? new URL(referer).pathname : "";
  } catch {
    return "";
  }
}

/** Each realm's next-auth (spec §7 `{auth}/…`), answered here like the API (decision 016). */
async function serveAuth(realm: Realm, req: IncomingMessage, res: ServerResponse, origin: string) {
  const runtime = await processAuthRuntime();
  const answer = await answerAuthRequest(
    toFetchRequest(req, origin),
    realm,
    runtime.options[realm],
    runtime.siteUrl,
  );
  await sendFetchResponse(req, res, answer, apiSecurityHeaders);
}

/**
 * next-auth's global base path (spec §2 auth client routes `/api/auth/signin`, `/error`, …) sends
 * the browser on to the realm its callback page belongs to (spec §6: a path containing /portal).
 */
async function redirectToRealm(req: IncomingMessage, res: ServerResponse, origin: string) {
  const url = new URL(req.url as string, origin);
  // next-auth's client logs (`_log`) carry no callback page: the page they came from says it.
  const from = url.searchParams.get("callbackUrl") ?? refererPath(req.headers.referer);
  const realm = realmForPath(from);
  const target = `${REALM_DEFINITIONS[realm].basePath}${url.pathname.slice("/api/auth".length)}${url.search}`;
  res.writeHead(307, { ...HOST_HEADERS, location: target });
  res.end();
}

/**
 * The typed API. A query (GET) is answered without a fetch Request or Response, straight to the
 * socket (decision 052): the browser's reads and `quote.current` are most of the API's calls. A call
 * `answerApiQuery` leaves (a streamed batch), and every other call, goes through tRPC's fetch adapter.
 */
async function serveTrpc(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  if (req.method === "GET") {
    const answer = await answerApiQuery({
      url: new URL(req.url as string, origin),
      headers: requestHeaders(req),
      signal: abortedWhenCallerLeaves(res),
    });
    if (answer) return sendAnswer(res, answer);
  }
  await sendFetchResponse(req, res, await handleApiRequest(toFetchRequest(req, origin)), apiSecurityHeaders);
}

function sendAnswer(res: ServerResponse, answer: ApiAnswer): void {
  const body = Buffer.from(answer.body);
  for (const { key, value } of apiSecurityHeaders) res.setHeader(key, value);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.setHeader("content-length", String(body.byteLength));
  res.statusCode = answer.status;
  res.end(body);
}

/**
 * The health check is one read and a small JSON answer: written straight to the Node response, with
 * no fetch Request or Response to build for a load balancer asking every few seconds.
 */
async function serveHealth(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD")
    return sendHostRefusal(res, methodNotAllowed("GET, HEAD"));
  const database = await processDatabase()
    .then(databaseStatus)
    .catch(() => ({ reachable: false }));
  const answer = healthAnswer(database);
  const body = Buffer.from(JSON.stringify(answer.body));
  res.writeHead(answer.status, {
    ...HOST_HEADERS,
    "content-type": "application/json",
    "content-length": String(body.byteLength),
  });
  res.end(body);
}

/** Read once: the build's migrations do not change while it runs. */
let committedMigrations: number | undefined;

/**
 * Readiness (issue 24): 200 only when the database, its migrations, the file store and the job
 * queue are usable, else 503 naming the failing part. A balancer takes the instance out of rotation
 * on 503; `/api/health` (liveness) still answers while the database does.
 */
async function serveReadiness(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD")
    return sendHostRefusal(res, methodNotAllowed("GET, HEAD"));
  committedMigrations ??= committedMigrationCount();
  const answer = await readinessAnswer(
    readinessProbes({
      database: processDatabase,
      committedMigrations,
      storage: processFileStorage,
      jobQueue: checkProcessJobQueue,
    }),
  );
  sendJson(res, answer.status, answer.body);
}

/**
 * The public calculator's figures of the sheet in force (decision 108): the page stays prerendered
 * and asks for these after it paints. Browsers and any proxy keep them a minute; pricing's own
 * five-second cache keeps the database out of a burst.
 */
async function serveCalculatorFigures(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD")
    return sendHostRefusal(res, methodNotAllowed("GET, HEAD"));
  const figures = await processDatabase()
    .then(calculatorFiguresNow)
    .catch(() => null);
  const body = Buffer.from(JSON.stringify(figures ?? { status: "unavailable" }));
  res.writeHead(figures ? 200 : 503, {
    ...HOST_HEADERS,
    "content-type": "application/json",
    "content-length": String(body.byteLength),
    "cache-control": figures ? "public, max-age=60, stale-while-revalidate=300" : "no-store",
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Decision 082: `/api/lending-system/webhook/{encompass|lendingPad|byte}`. */
const LOS_WEBHOOK_PATH = "/api/lending-system/webhook/";
/** Larger than any event or batch a lending system posts; a bigger body is refused unread. */
const LOS_WEBHOOK_MAX_BYTES = 256 * 1024;

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const bytes = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    ...HOST_HEADERS,
    "content-type": "application/json",
    "content-length": String(bytes.byteLength),
  });
  res.end(bytes);
}

/** The raw body (the signature is over its bytes), or null past the limit. */
async function rawBody(req: IncomingMessage, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).byteLength;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A lending system's webhook: checked and handed to a job, answered at once (take-webhook.ts). */
async function serveLosWebhook(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  if (req.method !== "POST") return sendHostRefusal(res, methodNotAllowed("POST"));
  const system = new URL(req.url as string, origin).pathname.slice(LOS_WEBHOOK_PATH.length);
  const body = await rawBody(req, LOS_WEBHOOK_MAX_BYTES);
  if (body === null) return sendJson(res, 413, { message: "The body is larger than any event." });
  const deps = await processLendingSystemDependencies();
  const answer = await takeWebhook(deps, system, body, (name) => {
    const value = req.headers[name];
    return typeof value === "string" ? value : undefined;
  });
  sendJson(res, answer.status, { message: answer.message });
}
