import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reopenableDatabase } from "../support/test-database";
import { capturedLog, eventually, jobsOf, startJobs } from "./job-harness";

let database: Awaited<ReturnType<typeof reopenableDatabase>>;

beforeAll(async () => {
  database = await reopenableDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe("jobs across a restart", () => {
  // Opening an embedded database in a folder takes seconds on a busy machine, and this opens it twice.
  it("keeps a job sent before the runner and the database stop, and runs it once after they start again", {
    timeout: 90_000,
  }, async () => {
    // First life: a runner without the job's handler (an older build), which leaves it waiting.
    const before = await database.open();
    const first = capturedLog();
    const older = await startJobs(before, {}, first.log);
    await older.queue.send("document.normalise", { documentId: "survives" });
    expect(first.lines.join("\n")).toContain("its jobs wait for a runner that has one");
    await older.stop();
    await before.close();

    // Second life: the same database opened again, a runner with the handler.
    const after = await database.open();
    const ran: string[] = [];
    const newer = await startJobs(after, {
      "document.normalise": async ({ documentId }) => {
        ran.push(documentId);
      },
    });
    try {
      await eventually(() => ran.length > 0, "the job kept across the restart");
      await eventually(async () => (await jobsOf(newer, "survives"))[0]?.state === "completed", "completion");
      expect(ran).toEqual(["survives"]);
    } finally {
      await newer.stop();
      await after.close();
    }
  });

  it("lets a running job finish before the runner stops, so the database closes after it", async () => {
    const connection = await database.open();
    let finished = false;
    const jobs = await startJobs(connection, {
      "document.normalise": async () => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        finished = true;
      },
    });
    let started = false;
    try {
      await jobs.queue.send("document.normalise", { documentId: "slow" });
      await eventually(async () => {
        started = (await jobsOf(jobs, "slow"))[0]?.state === "active";
        return started;
      }, "the slow job to start");
    } finally {
      await jobs.stop();
    }
    expect(finished).toBe(true);
    const reopened = await startJobs(connection, null);
    try {
      expect((await jobsOf(reopened, "slow"))[0]?.state).toBe("completed");
    } finally {
      await reopened.stop();
      await connection.close();
    }
  });
});
