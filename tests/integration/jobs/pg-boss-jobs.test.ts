import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/server/db/client";
import { freshDatabase } from "../support/test-database";
import { capturedLog, eventually, type Jobs, jobsOf, startJobs } from "./job-harness";

let connection: Connection;
let jobs: Jobs;
const captured = capturedLog();
/** Each document's attempts: when the handler was called. */
const attempts = new Map<string, number[]>();
/** How many first attempts of a document fail before one succeeds. */
const failFirst = new Map<string, number>();

beforeAll(async () => {
  connection = await freshDatabase();
  jobs = await startJobs(
    connection,
    {
      "document.normalise": async ({ documentId }) => {
        const times = attempts.get(documentId) ?? [];
        times.push(Date.now());
        attempts.set(documentId, times);
        if (times.length <= (failFirst.get(documentId) ?? 0)) {
          // What a careless error might carry: it must reach neither the log nor the job's record.
          throw Object.assign(new Error(`could not read the file of SSN 123-45-6789 (${documentId})`), {
            code: "IMAGE_UNREADABLE",
          });
        }
      },
    },
    captured.log,
  );
});

afterAll(async () => {
  await jobs?.stop();
  await connection?.close();
});

describe("jobs on pg-boss", () => {
  it("runs a sent job once, and records it completed", async () => {
    await jobs.queue.send("document.normalise", { documentId: "runs-once" });
    await eventually(() => (attempts.get("runs-once")?.length ?? 0) > 0, "the job to run");
    await sleep(1500);
    expect(attempts.get("runs-once")).toHaveLength(1);
    expect((await jobsOf(jobs, "runs-once")).map((j) => j.state)).toEqual(["completed"]);
  });

  it("sends every job with 5 retries 10 s apart and doubling, unless told otherwise", async () => {
    const { pgBossQueue } = await import("@/server/jobs/pg-boss-queue");
    await pgBossQueue(jobs.boss.boss).send(
      "document.normalise",
      { documentId: "defaults" },
      {
        startAfter: new Date(Date.now() + 60 * 60_000),
      },
    );
    expect(await jobsOf(jobs, "defaults")).toEqual([
      expect.objectContaining({ retry_limit: 5, retry_delay: 10, retry_backoff: true }),
    ]);
  });

  it("retries a failing job with growing delays until it succeeds", async () => {
    failFirst.set("flaky", 2);
    await jobs.queue.send("document.normalise", { documentId: "flaky" });
    await eventually(() => (attempts.get("flaky")?.length ?? 0) === 3, "the third attempt");
    const [first = 0, second = 0, third = 0] = attempts.get("flaky") ?? [];
    // pg-boss waits delay × 2^n / 2 plus up to as much again: 1–2 s, then 2–4 s.
    expect(second - first).toBeGreaterThanOrEqual(950);
    expect(third - second).toBeGreaterThanOrEqual(1950);
    await sleep(300);
    expect(await jobsOf(jobs, "flaky")).toEqual([
      expect.objectContaining({ state: "completed", retry_count: 2 }),
    ]);
  });

  it("logs a failure by job, id and error kind, and keeps no personal data in the job's record", async () => {
    failFirst.set("careless-error", 1);
    await jobs.queue.send("document.normalise", { documentId: "careless-error" });
    await eventually(() => (attempts.get("careless-error")?.length ?? 0) === 1, "the first attempt");
    // Between the failure and its retry, the job's record holds what pg-boss kept of the error.
    let waiting: unknown[] = [];
    await eventually(async () => {
      ({ rows: waiting } = await jobs.boss.database.executeSql(
        "select output from pgboss.job where state = 'retry' and data->>'documentId' = 'careless-error'",
      ));
      return waiting.length === 1;
    }, "the failed attempt's record");
    expect(JSON.stringify(waiting)).toContain("document.normalise failed (IMAGE_UNREADABLE)");
    expect(JSON.stringify(waiting)).not.toContain("123-45-6789");
    const failure = captured.lines
      .map((line) => JSON.parse(line))
      .find((l) => l.msg === "job failed; it will be retried");
    expect(failure).toMatchObject({
      job: "document.normalise",
      err: { type: "Error", code: "IMAGE_UNREADABLE" },
    });
    expect(captured.lines.join("\n")).not.toContain("123-45-6789");
    expect(captured.lines.join("\n")).not.toContain("could not read");
  });

  it("keeps one waiting job per singleton key, and every job sent without one", async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    await jobs.queue.send(
      "document.normalise",
      { documentId: "keyed" },
      { singletonKey: "doc-keyed", startAfter: later },
    );
    await jobs.queue.send(
      "document.normalise",
      { documentId: "keyed" },
      { singletonKey: "doc-keyed", startAfter: later },
    );
    await jobs.queue.send("document.normalise", { documentId: "unkeyed" }, { startAfter: later });
    await jobs.queue.send("document.normalise", { documentId: "unkeyed" }, { startAfter: later });
    expect(await jobsOf(jobs, "keyed")).toHaveLength(1);
    expect(await jobsOf(jobs, "unkeyed")).toHaveLength(2);
  });

  it("does not run a job before its startAfter", async () => {
    const sentAt = Date.now();
    await jobs.queue.send(
      "document.normalise",
      { documentId: "later" },
      { startAfter: new Date(sentAt + 2000) },
    );
    await sleep(1200);
    expect(attempts.get("later")).toBeUndefined();
    await eventually(() => (attempts.get("later")?.length ?? 0) === 1, "the delayed job");
    expect((attempts.get("later")?.[0] ?? 0) - sentAt).toBeGreaterThanOrEqual(1900);
  });
});
