import http from "node:http";
import path from "node:path";
import next from "next";
import { SettingsError, settings } from "../src/env";
import { recordAudit } from "../src/server/audit/record-audit";
import { startDatabase, stopDatabase } from "../src/server/db";
import { FolderInUseError } from "../src/server/db/folder-lock";
import { log } from "../src/server/log";
import { apiRouteFor, serveApi } from "./api-routes";

/**
 * The one entry point that serves the site: validates settings, opens the database and applies
 * migrations once (not per worker), then hands requests to Next. SIGTERM drains and closes.
 */
async function main() {
  const dev = process.argv.includes("--dev");
  const s = settings();
  const connection = await startDatabase();
  await recordAudit(connection.db, {
    actor: "system",
    action: "server.started",
    details: { pid: process.pid, dev },
  });

  const app = next({
    dev,
    dir: path.resolve(import.meta.dirname, ".."),
    hostname: "localhost",
    port: s.PORT,
  });
  await app.prepare();
  const handle = app.getRequestHandler();
  const origin = `http://localhost:${s.PORT}`;
  const server = http.createServer((req, res) => {
    const apiRoute = apiRouteFor(req.url?.split("?")[0] ?? "/");
    const served = apiRoute ? serveApi(apiRoute, req, res, origin) : handle(req, res);
    served.catch((error: unknown) => {
      log.error({ err: error, url: req.url?.split("?")[0] }, "request failed");
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Something went wrong on our side. Please try again.");
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(s.PORT, s.HOST, () => {
    log.info({ port: s.PORT, dev }, "serving");
    console.log(`Serving on http://localhost:${s.PORT}`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "stopping: draining requests");
    const force = setTimeout(() => {
      log.warn("requests still open after the grace period; closing them");
      server.closeAllConnections();
    }, s.SHUTDOWN_GRACE_MS);
    force.unref();
    server.close();
    // Connections that finish their last request during the drain go idle: close them as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.once("close", () => resolve()));
    clearInterval(sweep);
    await app.close().catch(() => {});
    await stopDatabase();
    log.info("stopped");
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  // Settings and a busy database folder are the operator's to fix: say so in one line.
  if (error instanceof SettingsError || error instanceof FolderInUseError) console.error(error.message);
  else log.fatal({ err: error }, "could not start");
  process.exit(1);
});
