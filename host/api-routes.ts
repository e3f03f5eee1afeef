import type { IncomingMessage, ServerResponse } from "node:http";
import { handleApiRequest } from "../src/server/api/handle-api-request";
import { healthAnswer } from "../src/server/api/health";
import { processDatabase } from "../src/server/db";
import { databaseStatus } from "../src/server/db/status";
import { apiSecurityHeaders } from "../src/server/security/headers";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge";
import { HOST_HEADERS, methodNotAllowed, sendHostRefusal } from "./request-line";

export type NodeRoute = (req: IncomingMessage, res: ServerResponse, origin: string) => Promise<void>;

/**
 * The typed API and the health check are answered here, before Next: they render no pages, and
 * Next's route pipeline cost them four fifths of their throughput (decision 005).
 */
export function apiRouteFor(pathname: string): NodeRoute | null {
  if (pathname.startsWith("/api/trpc/")) return serveTrpc;
  if (pathname === "/api/health") return serveHealth;
  return null;
}

async function serveTrpc(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  await sendFetchResponse(req, res, await handleApiRequest(toFetchRequest(req, origin)), apiSecurityHeaders);
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
