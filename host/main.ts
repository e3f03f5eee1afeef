import http from "node:http";
import path from "node:path";
import next from "next";
import { siteUrl } from "../src/env";
import { fileStorageName } from "../src/integrations/file-storage";
import { announceSandboxes } from "../src/integrations/sandboxes";
import { PLAIN_MESSAGES } from "../src/server/api/plain-messages";
import { recordAudit } from "../src/server/audit/record-audit";
import { hashPassword } from "../src/server/auth/passwords";
import { type Database, startDatabase, stopDatabase } from "../src/server/db";
import { serveBackupRequests } from "../src/server/db/backup";
import { seedDemoOrganisation } from "../src/server/db/seed-demo-organisation";
import { startProcessJobs, stopProcessJobs } from "../src/server/jobs/process-jobs";
import { log } from "../src/server/log";
import { readPrerenderedPages } from "../src/server/pages/prerendered-pages";
import { staticPagePolicies } from "../src/server/security/static-page-csp";
import { apiRouteFor } from "./api-routes";
import { routeConsoleToLog } from "./console-to-log";
import { prepareProcess, repoRoot } from "./prepare-process";
import { prerenderedPageServer } from "./prerendered-pages";
import { answerClientError, checkRequestLine, sendHostRefusal } from "./request-line";

const FAILED = { status: 500, message: PLAIN_MESSAGES.PAGE_FAILED } as const;

/**
 * The one entry point that serves the site: settles settings, opens the database and applies
 * migrations once (not per worker), answers the API, and hands pages to Next. SIGTERM drains open
 * requests and closes the database, whenever it arrives.
 */
async function main() {
  // Files the server writes (the embedded database, its WAL) are its user's alone (docs/design.md §5).
  process.umask(0o077);
  const dev = process.argv.includes("--dev");
  const s = await prepareProcess({ dev });
  log.level = s.LOG_LEVEL;
  let server: http.Server | undefined;
  let app: ReturnType<typeof next> | undefined;
  let stopServingBackups: (() => Promise<void>) | undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "stopping: draining requests");
    if (server) await drain(server, s.SHUTDOWN_GRACE_MS);
    await app?.close().catch(() => {});
    // Running jobs finish (or are retried later) before the database they write to closes.
    await stopProcessJobs(s.SHUTDOWN_GRACE_MS).catch((error: unknown) =>
      log.error({ err: error }, "the job runner did not stop cleanly"),
    );
    await stopServingBackups?.().catch(() => {});
    await stopDatabase();
    log.info("stopped");
    process.exit(0);
  };
  // `on`, not `once`: Ctrl-C under `npm start` arrives twice (from the terminal and forwarded by
  // npm), and a second signal must not end the process half-way through draining.
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  announceSandboxes(s, log);
  const connection = await startDatabase({
    // Another process took the folder: writing on would corrupt its database, so stop right here.
    onLockLost: (error) => {
      log.fatal({ err: error }, "lost the lock on the database folder; exiting without writing");
      process.exit(1);
    },
  });
  // Decision 101: the embedded database's folder is this process's, so `npm run backup` asks it.
  if (connection.raw.kind === "pglite") {
    stopServingBackups = await serveBackupRequests(connection.raw.client, s.DATA_DIR, (error) =>
      log.error({ err: error }, "a backup could not be written"),
    );
  }
  await recordAudit(connection.db, {
    actor: "system",
    action: "server.started",
    details: { pid: process.pid, dev },
  });
  // A live deployment starts with no demo organisation and no password on the terminal.
  if (s.DEPLOYMENT === "demo") await seedOnEmptyDatabase(connection.db, siteUrl(s));
  // Decision 033: the job queue's tables and queues exist before the first request sends a job;
  // the server drains them itself unless `npm run worker` processes do (JOBS_IN_PROCESS=false).
  await startProcessJobs({ runner: s.JOBS_IN_PROCESS });
  log.info(
    { jobsInProcess: s.JOBS_IN_PROCESS, fileStorage: fileStorageName(s) },
    "jobs and file storage ready",
  );

  // What Next prints goes through the redacting logger, not raw to stderr.
  routeConsoleToLog(console, log);
  app = next({ dev, dir: repoRoot, hostname: "localhost", port: s.PORT });
  await app.prepare();
  const handle = app.getRequestHandler();
  // Prerendered pages carry the hashes of their own inline scripts and are answered from memory
  // (decision 008); next dev prerenders nothing.
  const pages = dev
    ? new Map<string, string>()
    : readPrerenderedPages(path.join(repoRoot, ".next", "server", "app"));
  const staticPolicy = dev ? () => null : staticPagePolicies(pages);
  const servePrerendered = prerenderedPageServer(pages, staticPolicy);
  const origin = `http://localhost:${s.PORT}`;
  server = http.createServer((req, res) => {
    const refusal = checkRequestLine(req);
    if (refusal) return sendHostRefusal(res, refusal);
    const pathname = (req.url as string).split("?", 1)[0] as string;
    const apiRoute = apiRouteFor(pathname);
    if (!apiRoute && servePrerendered(req, res, pathname)) return;
    const policy = apiRoute ? null : staticPolicy(pathname);
    if (policy) res.setHeader("content-security-policy", policy);
    const served = apiRoute ? apiRoute(req, res, origin) : handle(req, res);
    served.catch((error: unknown) => {
      log.error({ err: error, path: pathname }, "request failed");
      sendHostRefusal(res, FAILED);
    });
  });
  server.on("clientError", answerClientError);
  // Keep-alive connections outlive a load balancer's idle timeout (60 s); a request's headers may
  // not take longer than that (headersTimeout must exceed keepAliveTimeout), nor a whole request
  // longer than a minute.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 60_000;
  server.listen({ port: s.PORT, host: s.HOST, backlog: 1024 }, () => {
    log.info({ port: s.PORT, dev }, "serving");
    // Scripts wait for this line whatever LOG_LEVEL is: written directly, not through the logger.
    process.stdout.write(`Serving on http://localhost:${s.PORT}\n`);
  });
}

/**
 * docs/design.md §2: an empty database gets the demo partner organisation and its admin, and the
 * lender's administrator (decision 090), whose sign-ins are printed once, to the terminal only
 * (never to the log).
 */
async function seedOnEmptyDatabase(db: Database, site: string) {
  const seeded = await seedDemoOrganisation(db, { hashPassword });
  if (!seeded.created) return;
  process.stdout.write(
    `\nDemo partner portal: sign in at ${site}/portal/login as ${seeded.admin.email} with password ` +
      `${seeded.admin.password} (shown this once), then set up an authenticator app.\n` +
      `Demo lender portal: sign in at ${site}/portal/login as ${seeded.lenderAdmin.email} with password ` +
      `${seeded.lenderAdmin.password} (shown this once), then set up an authenticator app.\n\n`,
  );
}

/** Stops accepting, lets open requests finish, and closes connections as they go idle. */
async function drain(server: http.Server, graceMs: number) {
  const force = setTimeout(() => {
    log.warn("requests still open after the grace period; closing them");
    server.closeAllConnections();
  }, graceMs);
  force.unref();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await closed;
  clearInterval(sweep);
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, "could not start");
  process.exit(1);
});
