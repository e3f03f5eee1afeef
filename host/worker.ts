import { fileStorageName } from "../src/integrations/file-storage";
import { startDatabase, stopDatabase } from "../src/server/db";
import { startProcessJobs, stopProcessJobs } from "../src/server/jobs/process-jobs";
import { log } from "../src/server/log";
import { prepareProcess } from "./prepare-process";

/**
 * `npm run worker` (decision 033): drains the job queue on the PostgreSQL server in DATABASE_URL,
 * beside servers started with JOBS_IN_PROCESS=false, as many as the work needs. It serves nothing.
 * SIGTERM lets running jobs finish (up to SHUTDOWN_GRACE_MS), then closes the database.
 */
async function main() {
  // Files it writes (the local file store) are its user's alone, as the server's (docs/design.md §5).
  process.umask(0o077);
  const s = await prepareProcess({ worker: true });
  log.level = s.LOG_LEVEL;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "worker stopping: letting running jobs finish");
    await stopProcessJobs(s.SHUTDOWN_GRACE_MS).catch((error: unknown) =>
      log.error({ err: error }, "the job runner did not stop cleanly"),
    );
    await stopDatabase();
    log.info("worker stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await startDatabase();
  await startProcessJobs({ runner: true });
  log.info({ fileStorage: fileStorageName(s) }, "worker draining jobs");
  process.stdout.write("Worker draining jobs\n");
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, "the worker could not start");
  process.exit(1);
});
