import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import type { JobName, JobOptions, JobPayloads, JobQueue } from "./job-queue";

/**
 * Every job is retried: 5 more attempts, 10 s after the first failure and doubling (pg-boss adds
 * jitter), so about 5 minutes in all before it is left failed. A job still running after
 * 15 minutes is taken as lost (its runner died) and retried.
 */
export const JOB_RETRIES = {
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  expireInMinutes: 15,
} as const;

/**
 * The JobQueue on pg-boss (`retries`: tests shorten the delay). The queues' `short` policy allows one waiting job per singleton key;
 * a job sent without one gets a key of its own, so only keyed jobs are ever dropped.
 *
 * On the embedded database a send waits for the connection: call it after a transaction commits,
 * never inside one (the transaction holds the one connection, so the send would wait for ever).
 */
export function pgBossQueue(boss: PgBoss, retries: PgBoss.RetryOptions = JOB_RETRIES): JobQueue {
  return {
    async send<N extends JobName>(name: N, data: JobPayloads[N], options: JobOptions = {}) {
      await boss.send(name, data, {
        ...JOB_RETRIES,
        ...retries,
        singletonKey: options.singletonKey ?? randomUUID(),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
    },
  };
}
