import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileStorage } from "@/integrations/file-storage";
import { type ReadinessDependencies, readinessAnswer, readinessProbes } from "@/server/api/readiness";
import type { Connection } from "@/server/db/client";
import { type JobBoss, startJobBoss } from "@/server/jobs/job-boss";
import { checkProcessJobQueue } from "@/server/jobs/process-jobs";
import { committedMigrations } from "./support/committed-migrations";
import { freshDatabase } from "./support/test-database";

let connection: Connection;
let boss: JobBoss;
let dataDir: string;
const quietLog = { error() {} };

beforeAll(async () => {
  connection = await freshDatabase();
  boss = await startJobBoss(connection.raw, { maintain: false, log: quietLog });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "readiness-"));
});
afterAll(async () => {
  await boss.stop(1000);
  await connection.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every part usable: the test database, an encrypted folder store, a started pg-boss. */
function usable(): ReadinessDependencies {
  return {
    database: async () => connection.db,
    committedMigrations: committedMigrations(),
    storage: () => fileStorage({ DATA_DIR: dataDir, S3_REGION: "us-east-1" }, new Uint8Array(32).fill(7)),
    jobQueue: async () => {
      await boss.boss.getQueues();
    },
  };
}

const allOk = { database: "ok", migrations: "ok", storage: "ok", jobQueue: "ok" };

describe("/api/ready (issue 24)", () => {
  it("answers 200 when the database, the migrations, storage and the job queue are usable", async () => {
    expect(await readinessAnswer(readinessProbes(usable()))).toEqual({
      status: 200,
      body: { status: "ready", parts: allOk },
    });
  });

  it("answers 503 naming the database when it does not answer (and its migrations cannot be read)", async () => {
    const closed = await freshDatabase();
    await closed.close();
    const answer = await readinessAnswer(readinessProbes({ ...usable(), database: async () => closed.db }));
    expect(answer).toEqual({
      status: 503,
      body: {
        status: "unavailable",
        parts: { ...allOk, database: "failing", migrations: "failing" },
      },
    });
  });

  it("answers 503 naming the migrations when this build holds one the database has not applied", async () => {
    const behind = { ...usable(), committedMigrations: committedMigrations() + 1 };
    expect((await readinessAnswer(readinessProbes(behind))).body.parts).toEqual({
      ...allOk,
      migrations: "failing",
    });
  });

  it("answers 503 naming storage when the file store cannot be written", async () => {
    const notAFolder = path.join(dataDir, "a-file");
    fs.writeFileSync(notAFolder, "");
    const broken = {
      ...usable(),
      storage: () => fileStorage({ DATA_DIR: notAFolder, S3_REGION: "us-east-1" }, new Uint8Array(32)),
    };
    const answer = await readinessAnswer(readinessProbes(broken));
    expect(answer.status).toBe(503);
    expect(answer.body.parts).toEqual({ ...allOk, storage: "failing" });
  });

  it("answers 503 naming the job queue when this process has not started one", async () => {
    const answer = await readinessAnswer(readinessProbes({ ...usable(), jobQueue: checkProcessJobQueue }));
    expect(answer.status).toBe(503);
    expect(answer.body.parts).toEqual({ ...allOk, jobQueue: "failing" });
  });

  it("counts a part that does not answer in time as timed out, and never repeats an error's text", async () => {
    const answer = await readinessAnswer(
      {
        ...readinessProbes(usable()),
        storage: () => new Promise(() => {}),
        jobQueue: async () => {
          throw new Error("connect ECONNREFUSED 10.0.0.7:5432 password=hunter2");
        },
      },
      200,
    );
    expect(answer).toEqual({
      status: 503,
      body: { status: "unavailable", parts: { ...allOk, storage: "timedOut", jobQueue: "failing" } },
    });
    expect(JSON.stringify(answer)).not.toMatch(/10\.0\.0\.7|hunter2|ECONNREFUSED/);
  });
});
