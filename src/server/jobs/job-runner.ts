import type PgBoss from "pg-boss";
import { until } from "./job-boss";
import { JOB_NAMES, type JobHandlers, type JobName, type JobPayloads } from "./job-queue";

type JobLog = {
  warn(object: object, message: string): void;
  debug(object: object, message: string): void;
};

export interface JobRunnerOptions {
  boss: PgBoss;
  /** The handlers this process has; a job without one waits for a runner that has it. */
  handlers: Partial<JobHandlers>;
  log: JobLog;
  /** Jobs of one name run at most this many at a time (images are decoded in jobs): default 1. */
  concurrency?: number;
  /** How often an idle runner asks for work: default 2 s. */
  pollingIntervalSeconds?: number;
}

export interface JobRunner {
  /** Takes no more jobs and waits (up to `timeoutMs`) for those running to finish. */
  stop(timeoutMs: number): Promise<void>;
}

/** Thrown in place of a handler's error: what pg-boss keeps as the job's output names no data. */
export class JobFailed extends Error {
  override name = "JobFailed";
  readonly code?: string;
  constructor(job: JobName, cause: unknown) {
    const code = (cause as { code?: unknown } | null)?.code;
    const kind = cause instanceof Error ? cause.name : typeof cause;
    super(`${job} failed (${typeof code === "string" ? code : kind})`);
    if (typeof code === "string") this.code = code;
  }
}

/**
 * Drains the queues this process has handlers for (decision 033). A job name with no handler here
 * is not fetched at all, rather than failed: failing would use up its retries while the process
 * that can run it (a newer worker, the server) is starting, and a job must never be lost. Failures
 * are logged by job name, id and error kind only (src/server/log.ts), and retried by pg-boss.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { boss, handlers, log } = options;
  const concurrency = options.concurrency ?? 1;
  let running = 0;
  const worked: JobName[] = [];

  for (const name of JOB_NAMES) {
    const handler = handlers[name] as ((data: JobPayloads[typeof name]) => Promise<void>) | undefined;
    if (!handler) {
      log.warn(
        { job: name },
        "no handler for this job in this process; its jobs wait for a runner that has one",
      );
      continue;
    }
    const run = async ([job]: PgBoss.Job<JobPayloads[typeof name]>[]) => {
      if (!job) return;
      running += 1;
      try {
        await handler(job.data);
        log.debug({ job: name, jobId: job.id }, "job done");
      } catch (error) {
        log.warn({ job: name, jobId: job.id, err: error }, "job failed; it will be retried");
        throw new JobFailed(name, error);
      } finally {
        running -= 1;
      }
    };
    for (let i = 0; i < concurrency; i += 1) {
      await boss.work(
        name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        run,
      );
    }
    worked.push(name);
  }

  return {
    async stop(timeoutMs) {
      for (const name of worked) await boss.offWork(name);
      await until(() => running === 0, timeoutMs);
    },
  };
}
