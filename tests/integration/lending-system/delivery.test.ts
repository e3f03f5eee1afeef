import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LoanSystemRefusal, LoanSystemUnavailable } from "@/domain/ports/loan-system-export";
import type { Connection } from "@/server/db/client";
import { applications, loanDeliveries, loanDeliveryAttempts, sandboxLoans } from "@/server/db/schema";
import { recordingJobQueue } from "@/server/jobs/recording-job-queue.test-support";
import {
  DeliveryBusy,
  type DeliveryDependencies,
  deliverLoanFile,
  MAX_FAILURES,
} from "@/server/services/lending-system/deliver-loan-file";
import { listDeliveries } from "@/server/services/lending-system/list-deliveries";
import { requestDelivery } from "@/server/services/lending-system/request-delivery";
import { eventually, startJobs } from "../jobs/job-harness";
import { freshDatabase } from "../support/test-database";
import { aLoanFile, anApplication, faultySandbox, systemsOf } from "./delivery-world";

let connection: Connection;
let clock: Date;
const now = () => clock;

beforeAll(async () => {
  connection = await freshDatabase();
});
afterAll(() => connection.close());
beforeEach(() => {
  clock = new Date("2026-11-27T10:00:00Z");
});

function world() {
  const db = connection.db;
  const jobs = recordingJobQueue();
  const sandbox = faultySandbox(db, now);
  const deps: DeliveryDependencies = {
    db,
    jobs,
    now,
    loanSystems: systemsOf(sandbox.los),
    loanFile: aLoanFile(db),
  };
  return { db, jobs, sandbox, deps };
}

const deliveryOf = async (id: string) =>
  (await connection.db.select().from(loanDeliveries).where(eq(loanDeliveries.applicationId, id)))[0];
const loansOf = (id: string) =>
  connection.db.select().from(sandboxLoans).where(eq(sandboxLoans.applicationId, id));
const attemptsOf = (id: string) =>
  connection.db.select().from(loanDeliveryAttempts).where(eq(loanDeliveryAttempts.applicationId, id));

describe("delivery to the lending system (decision 081)", () => {
  it("makes one loan and records its number; asked again, it sends the file as an update to that loan", async () => {
    const { db, jobs, deps } = world();
    const app = await anApplication(db);
    await requestDelivery(deps, app.id, app.lendingSystem);
    expect(jobs.sent.map((j) => j.name)).toEqual(["loan.deliver"]);
    expect((await deliveryOf(app.id))?.state).toBe("waiting");
    await deliverLoanFile(deps, app.id);
    const delivered = await deliveryOf(app.id);
    expect(delivered).toMatchObject({ state: "accepted", sentVersion: 1, failureReason: null });
    expect(delivered?.losLoanNumber).toMatch(/^EN\d{8}$/);
    expect(jobs.sent.map((j) => j.name)).toContain("loan.status");

    await requestDelivery(deps, app.id, app.lendingSystem);
    await deliverLoanFile(deps, app.id);
    const loans = await loansOf(app.id);
    expect(loans).toHaveLength(1);
    expect(loans[0]?.imports).toBe(2);
    expect((await attemptsOf(app.id)).map((a) => [a.action, a.outcome])).toEqual([
      ["create", "accepted"],
      ["update", "accepted"],
    ]);
  });

  it("lists each application with its lending system, delivery state and loan number for operators", async () => {
    const { db, deps } = world();
    const app = await anApplication(db);
    const unsent = await anApplication(db, "byte");
    await requestDelivery(deps, app.id, app.lendingSystem);
    await deliverLoanFile(deps, app.id);
    const lines = await listDeliveries(db);
    expect(lines.find((l) => l.applicationId === app.id)).toMatchObject({
      lendingSystem: "Encompass",
      state: "accepted",
      losLoanNumber: expect.stringMatching(/^EN/),
    });
    expect(lines.find((l) => l.applicationId === unsent.id)).toEqual({
      applicationId: unsent.id,
      applicantName: "(no account yet)",
      lendingSystem: "Byte",
      state: "not sent",
      losLoanNumber: null,
    });
  });

  it("does nothing when run again with nothing new to send (a duplicate job)", async () => {
    const { db, deps } = world();
    const app = await anApplication(db);
    await requestDelivery(deps, app.id, app.lendingSystem);
    await deliverLoanFile(deps, app.id);
    await deliverLoanFile(deps, app.id);
    expect(await loansOf(app.id)).toHaveLength(1);
    expect(await attemptsOf(app.id)).toHaveLength(1);
  });

  it("a worker killed after the lending system made the loan: the next worker finds it by the application id and makes no second", async () => {
    const { db, deps, sandbox } = world();
    const app = await anApplication(db);
    await requestDelivery(deps, app.id, app.lendingSystem);
    sandbox.plan.hangAfterCreate = true;
    void deliverLoanFile(deps, app.id); // never returns: the worker died mid-send
    await eventually(async () => (await loansOf(app.id)).length === 1, "the loan made before the crash");
    sandbox.plan.hangAfterCreate = false;

    // pg-boss retries the job; while the dead worker's lease runs, the retry waits its turn.
    await expect(deliverLoanFile(deps, app.id)).rejects.toBeInstanceOf(DeliveryBusy);
    clock = new Date(clock.getTime() + 6 * 60_000);
    await deliverLoanFile(deps, app.id);
    expect(await loansOf(app.id)).toHaveLength(1);
    expect(await deliveryOf(app.id)).toMatchObject({ state: "accepted", sentVersion: 1 });
    expect((await attemptsOf(app.id)).map((a) => [a.action, a.outcome])).toEqual([
      ["create", null],
      ["found", "accepted"],
    ]);
  });

  it("two workers at once make one loan", async () => {
    const { db, deps, sandbox } = world();
    const app = await anApplication(db);
    await requestDelivery(deps, app.id, app.lendingSystem);
    sandbox.plan.createDelayMs = 200;
    const results = await Promise.allSettled([deliverLoanFile(deps, app.id), deliverLoanFile(deps, app.id)]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await loansOf(app.id)).toHaveLength(1);
  });

  it("a lending system that keeps failing stops the delivery and says why in plain words", async () => {
    const { db, deps, sandbox } = world();
    const app = await anApplication(db);
    await requestDelivery(deps, app.id, app.lendingSystem);
    for (let i = 0; i < MAX_FAILURES; i += 1)
      sandbox.plan.failNext.push(new LoanSystemUnavailable("Encompass failed (503), 4 times in a row."));
    for (let i = 0; i < MAX_FAILURES - 1; i += 1)
      await expect(deliverLoanFile(deps, app.id)).rejects.toBeInstanceOf(LoanSystemUnavailable);
    expect(await deliveryOf(app.id)).toMatchObject({ state: "waiting", failures: MAX_FAILURES - 1 });
    await deliverLoanFile(deps, app.id); // the last try records the stop instead of throwing
    const stopped = await deliveryOf(app.id);
    expect(stopped?.state).toBe("failed");
    expect(stopped?.failureReason).toBe(
      'Encompass failed (503), 4 times in a row. Stopped after 6 tries; use "Send again" once Encompass is back.',
    );
    expect(await attemptsOf(app.id)).toHaveLength(MAX_FAILURES);

    // "Send again" starts afresh.
    await requestDelivery(deps, app.id, app.lendingSystem);
    await deliverLoanFile(deps, app.id);
    expect(await deliveryOf(app.id)).toMatchObject({ state: "accepted", failures: 0, failureReason: null });
  });

  it("a refusal stops at once with the lending system's own words", async () => {
    const { db, deps, sandbox } = world();
    const app = await anApplication(db);
    await requestDelivery(deps, app.id, app.lendingSystem);
    sandbox.plan.failNext.push(new LoanSystemRefusal("Conflict: Loan amount exceeds the program maximum"));
    await deliverLoanFile(deps, app.id);
    expect(await deliveryOf(app.id)).toMatchObject({
      state: "failed",
      failureReason: "Encompass refused the loan: Conflict: Loan amount exceeds the program maximum",
    });
    expect(await loansOf(app.id)).toHaveLength(0);
  });

  it("a file the export refuses is never sent: the delivery fails with the faults", async () => {
    const { db, deps } = world();
    const app = await anApplication(db);
    await db.update(applications).set({ declinedAt: clock }).where(eq(applications.id, app.id));
    await requestDelivery(deps, app.id, app.lendingSystem);
    await deliverLoanFile(deps, app.id);
    const failed = await deliveryOf(app.id);
    expect(failed?.state).toBe("failed");
    expect(failed?.failureReason).toMatch(/^The file was not sent: /);
    expect(await loansOf(app.id)).toHaveLength(0);
  });

  it("through pg-boss: a failed try is retried and the loan is made once", async () => {
    const db = connection.db;
    const sandbox = faultySandbox(db, () => new Date());
    sandbox.plan.failNext.push(
      new LoanSystemUnavailable("Encompass could not be reached, 4 times in a row."),
    );
    let deps: DeliveryDependencies | undefined;
    const jobs = await startJobs(connection, {
      "loan.deliver": ({ applicationId }) => deliverLoanFile(deps as DeliveryDependencies, applicationId),
      "loan.status": async () => {},
    });
    try {
      deps = {
        db,
        jobs: jobs.queue,
        now: () => new Date(),
        loanSystems: systemsOf(sandbox.los),
        loanFile: aLoanFile(db),
      };
      const app = await anApplication(db);
      await requestDelivery(deps, app.id, app.lendingSystem);
      await eventually(async () => (await deliveryOf(app.id))?.state === "accepted", "the retried delivery");
      expect(await loansOf(app.id)).toHaveLength(1);
      expect((await attemptsOf(app.id)).map((a) => a.outcome)).toEqual(["retrying", "accepted"]);
    } finally {
      await jobs.stop();
    }
  });
});
