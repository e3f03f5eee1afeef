import { Writable } from "node:stream";
import type { Connection } from "@/server/db/client";
import { type JobBoss, startJobBoss } from "@/server/jobs/job-boss";
import type { JobHandlers, JobQueue } from "@/server/jobs/job-queue";
import { type JobRunner, startJobRunner } from "@/server/jobs/job-runner";
import { pgBossQueue } from "@/server/jobs/pg-boss-queue";
import { createLogger } from "@/server/log";

/** What the jobs logged, as JSON lines. */
export function capturedLog() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { log: createLogger(destination, "debug"), lines };
}

export interface Jobs {
  boss: JobBoss;
  queue: JobQueue;
  runner?: JobRunner;
  stop(): Promise<void>;
}

/**
 * pg-boss on a test database, as the host runs it, with a 1 s retry delay (the site's is 10 s) and
 * a 0.5 s polling interval (pg-boss's least), so retries and restarts take seconds.
 */
export async function startJobs(
  connection: Connection,
  handlers: Partial<JobHandlers> | null,
  log = capturedLog().log,
): Promise<Jobs> {
  const boss = await startJobBoss(connection.raw, { maintain: true, log });
  const runner = handlers
    ? await startJobRunner({ boss: boss.boss, handlers, log, pollingIntervalSeconds: 0.5 })
    : undefined;
  return {
    boss,
    queue: pgBossQueue(boss.boss, { retryDelay: 1 }),
    runner,
    async stop() {
      await runner?.stop(5000);
      await boss.stop(5000);
    },
  };
}

export type JobRow = {
  state: string;
  retry_count: number;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  output: { message?: string } | null;
};

/** The jobs of one document, oldest first. */
export async function jobsOf(jobs: Jobs, documentId: string): Promise<JobRow[]> {
  const { rows } = await jobs.boss.database.executeSql(
    "select state, retry_count, retry_limit, retry_delay, retry_backoff, output from pgboss.job " +
      "where name = 'document.normalise' and data->>'documentId' = $1 order by created_on",
    [documentId],
  );
  return rows as JobRow[];
}

/** Waits up to 15 s for `done()`, failing the test when it never holds. */
export async function eventually(done: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 15_000;
  while (!(await done())) {
    if (Date.now() >= deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
