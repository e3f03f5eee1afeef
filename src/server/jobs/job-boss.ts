import PgBoss from "pg-boss";
import type { RawClient } from "@/server/db/client";
import { JOB_NAMES } from "./job-queue";
import { type BossDatabase, bossDatabase } from "./pg-boss-database";

export interface JobBoss {
  boss: PgBoss;
  database: BossDatabase;
  /** Stops pg-boss and waits (up to `timeoutMs`) for its last statements, before the database closes. */
  stop(timeoutMs: number): Promise<void>;
}

export interface JobBossOptions {
  /**
   * Runs pg-boss's maintenance (a job whose runner died is failed after its expiry, so retried;
   * finished jobs archived then deleted). Where jobs are drained; a process that only sends skips it.
   */
  maintain: boolean;
  log: { error(object: object, message: string): void };
}

/**
 * pg-boss 10 on the site's own connection (decision 033): its schema (`pgboss`) is created or
 * migrated on start under its advisory lock, and one queue per job name is created (policy
 * `short`: a job sent with a `singletonKey` already waiting is dropped; see pg-boss-queue.ts).
 * No cron (`schedule: false`) and no state monitor: nothing here needs them.
 */
export async function startJobBoss(raw: RawClient, options: JobBossOptions): Promise<JobBoss> {
  const database = bossDatabase(raw);
  const boss = new PgBoss({
    db: database,
    schema: "pgboss",
    migrate: true,
    schedule: false,
    supervise: options.maintain,
  });
  // pg-boss's errors carry its SQL's text and values: logged by kind and place only.
  boss.on("error", (error) => options.log.error({ err: error, where: safeWhere(error) }, "job queue error"));
  await boss.start();
  for (const name of JOB_NAMES) await boss.createQueue(name, { name, policy: "short" });
  return {
    boss,
    database,
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, timeout: Math.max(timeoutMs, 1000), wait: true });
      await until(() => database.inFlight() === 0, timeoutMs);
    },
  };
}

/** pg-boss names the queue of a worker's failure; nothing else of its error is kept. */
function safeWhere(error: unknown) {
  const queue = (error as { queue?: unknown }).queue;
  return typeof queue === "string" ? { queue } : undefined;
}

/** Resolves when `done()` holds, or after `timeoutMs`, checking every 25 ms. */
export async function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}
