import { processConnection } from "@/server/db";
import { log } from "@/server/log";
import { REMINDERS_JOB_KEY } from "@/server/services/messages/send-reminders";
import { type JobBoss, startJobBoss } from "./job-boss";
import { jobHandlers, processJobDependencies } from "./job-handlers";
import type { JobQueue } from "./job-queue";
import { type JobRunner, startJobRunner } from "./job-runner";
import { pgBossQueue } from "./pg-boss-queue";

/**
 * The process's job queue, and its runner where this process drains jobs. Like the database, it
 * lives on globalThis: Next's bundled route code holds its own copy of this module.
 */
const SLOT = Symbol.for("keystone.processJobs");
type Slot = { boss: Promise<JobBoss>; runner?: Promise<JobRunner> };
const holder = globalThis as { [SLOT]?: Slot };

function openBoss(maintain: boolean): Slot {
  const boss = processConnection().then(({ raw }) => startJobBoss(raw, { maintain, log }));
  boss.catch(() => {}); // reported to whoever awaits it, not as an unhandled rejection
  holder[SLOT] = { boss };
  return holder[SLOT];
}

/**
 * Starts pg-boss on the process's database (creating its schema and queues) and, with `runner`,
 * drains the jobs this build has handlers for. The host calls it after migrations; `npm run worker`
 * with `runner` always.
 */
export async function startProcessJobs({ runner }: { runner: boolean }): Promise<void> {
  if (holder[SLOT]) throw new Error("The process's jobs are already started");
  const slot = openBoss(runner);
  const { boss } = await slot.boss;
  if (!runner) return;
  const queue = pgBossQueue(boss);
  slot.runner = processJobDependencies(queue).then((deps) =>
    startJobRunner({ boss, handlers: jobHandlers(deps), log }),
  );
  await slot.runner;
  // The reminders' rounds (decision 099) chain themselves; a runner starts the chain, and the
  // singleton key drops this one when a round already waits.
  await queue.send("reminders.send", {}, { singletonKey: REMINDERS_JOB_KEY });
}

/** Where services send work that may wait; pg-boss starts on first use when no host started it. */
export async function processJobQueue(): Promise<JobQueue> {
  const slot = holder[SLOT] ?? openBoss(false);
  return pgBossQueue((await slot.boss).boss);
}

/**
 * Readiness (`/api/ready`): resolves when this process's job queue is started and pg-boss's tables
 * answer; throws otherwise. Never starts one: a process still starting is not ready.
 */
export async function checkProcessJobQueue(): Promise<void> {
  const slot = holder[SLOT];
  if (!slot) throw new Error("The job queue is not started");
  const { boss } = await slot.boss;
  await boss.getQueues();
}

/**
 * SIGTERM, after requests have drained and before the database closes: the runner takes no more
 * jobs and lets running ones finish (up to `timeoutMs`; one still running is retried after its
 * expiry, never lost), then pg-boss stops.
 */
export async function stopProcessJobs(timeoutMs: number): Promise<void> {
  const slot = holder[SLOT];
  if (!slot) return;
  delete holder[SLOT];
  const runner = await slot.runner?.catch(() => undefined);
  await runner?.stop(timeoutMs);
  const boss = await slot.boss.catch(() => undefined);
  await boss?.stop(timeoutMs);
}
