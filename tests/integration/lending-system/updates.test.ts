import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LoanSystemUnavailable } from "@/domain/ports/loan-system-export";
import type { Connection } from "@/server/db/client";
import { applications, loanDeliveries, loanDeliveryAttempts, sandboxLoans } from "@/server/db/schema";
import { fileUpload } from "@/server/documents/file-upload";
import { recordingJobQueue } from "@/server/jobs/recording-job-queue.test-support";
import { deliverLoanFile } from "@/server/services/lending-system/deliver-loan-file";
import { requestDelivery } from "@/server/services/lending-system/request-delivery";
import { UPDATE_DEBOUNCE_MS } from "@/server/services/lending-system/send-changes";
import { apiUnderTest } from "../support/api-client";
import { memoryFileStorage } from "../support/memory-file-storage";
import { freshDatabase } from "../support/test-database";
import { aLoanFile, anApplication, faultySandbox, systemsOf } from "./delivery-world";

/** Later changes reach the lending system as updates (decision 103), played with real uploads. */
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
  const delivery = { db, jobs, now, loanSystems: systemsOf(sandbox.los), loanFile: aLoanFile(db) };
  const deps = { ...apiUnderTest(connection).prequal, jobs, now };
  const storage = memoryFileStorage();
  let n = 0;
  /** The applicant uploads a bank statement, as the upload endpoint files it. */
  const upload = async (application: Awaited<ReturnType<typeof anApplication>>) => {
    n += 1;
    const bytes = new TextEncoder().encode(`%PDF-1.7 statement ${n}`);
    return fileUpload(
      { storage, jobs },
      { deps, application, actor: "applicant:test", address: "127.0.0.1" },
      { documentType: "bank_statements", borrower: "main", filename: `statement-${n}.pdf` },
      { kind: "pdf", contentType: "application/pdf", bytes, pageCount: 1 },
      `sha-${n}`,
    );
  };
  /** The worker runs every delivery job sent so far, as pg-boss would once each is due. */
  const runDeliveries = async () => {
    const due = jobs.sent.filter((j) => j.name === "loan.deliver");
    jobs.sent.length = 0;
    for (const job of due)
      await deliverLoanFile(delivery, (job.data as { applicationId: string }).applicationId);
  };
  return { db, jobs, sandbox, delivery, upload, runDeliveries };
}

const loansOf = (id: string) =>
  connection.db.select().from(sandboxLoans).where(eq(sandboxLoans.applicationId, id));
const triesOf = async (id: string) =>
  (await connection.db.select().from(loanDeliveryAttempts).where(eq(loanDeliveryAttempts.applicationId, id)))
    .sort((a, b) => a.id - b.id)
    .map((a) => [a.action, a.outcome]);
const deliveryOf = async (id: string) =>
  (await connection.db.select().from(loanDeliveries).where(eq(loanDeliveries.applicationId, id)))[0];

describe("later changes are sent to the lending system as updates (decision 103)", () => {
  it("an upload after delivery sends exactly one update to the loan, after a short wait", async () => {
    const w = world();
    const app = await anApplication(w.db);
    await requestDelivery(w.delivery, app.id, app.lendingSystem);
    await w.runDeliveries();
    await w.upload(app);
    const update = w.jobs.sent.find((j) => j.name === "loan.deliver");
    expect(update?.options).toEqual({
      singletonKey: `deliver:${app.id}`,
      startAfter: new Date(clock.getTime() + UPDATE_DEBOUNCE_MS),
    });
    await w.runDeliveries();
    expect(await triesOf(app.id)).toEqual([
      ["create", "accepted"],
      ["update", "accepted"],
    ]);
    expect((await loansOf(app.id)).map((l) => l.imports)).toEqual([2]);
  });

  it("a burst of uploads waits under one key and reaches the loan as one update", async () => {
    const w = world();
    const app = await anApplication(w.db);
    await requestDelivery(w.delivery, app.id, app.lendingSystem);
    await w.runDeliveries();
    await w.upload(app);
    await w.upload(app);
    await w.upload(app);
    const keys = new Set(
      w.jobs.sent.filter((j) => j.name === "loan.deliver").map((j) => j.options?.singletonKey),
    );
    expect(keys).toEqual(new Set([`deliver:${app.id}`]));
    await w.runDeliveries();
    expect(await triesOf(app.id)).toEqual([
      ["create", "accepted"],
      ["update", "accepted"],
    ]);
    expect(await deliveryOf(app.id)).toMatchObject({ requestedVersion: 4, sentVersion: 4 });
  });

  it("a change before the loan exists rides on the create: no update is sent ahead of it", async () => {
    const w = world();
    const app = await anApplication(w.db);
    await requestDelivery(w.delivery, app.id, app.lendingSystem);
    await w.upload(app);
    await w.runDeliveries();
    expect(await triesOf(app.id)).toEqual([["create", "accepted"]]);
    expect(await deliveryOf(app.id)).toMatchObject({ requestedVersion: 2, sentVersion: 2 });
  });

  it("an application never submitted sends nothing when it changes", async () => {
    const w = world();
    const app = await anApplication(w.db);
    await w.upload(app);
    expect(w.jobs.sent.map((j) => j.name)).not.toContain("loan.deliver");
    expect(await deliveryOf(app.id)).toBeUndefined();
  });

  it("a declined application's later changes are not sent: a declined file is never exported", async () => {
    const w = world();
    const app = await anApplication(w.db);
    await requestDelivery(w.delivery, app.id, app.lendingSystem);
    await w.runDeliveries();
    await w.db.update(applications).set({ declinedAt: clock }).where(eq(applications.id, app.id));
    await w.upload(app);
    expect(w.jobs.sent.map((j) => j.name)).not.toContain("loan.deliver");
    expect(await deliveryOf(app.id)).toMatchObject({ state: "accepted", requestedVersion: 1 });
  });

  it("a failed update is retried, and staff see the failure and the update waiting meanwhile", async () => {
    const w = world();
    const app = await anApplication(w.db);
    await requestDelivery(w.delivery, app.id, app.lendingSystem);
    await w.runDeliveries();
    await w.upload(app);
    w.sandbox.plan.failNext.push(new LoanSystemUnavailable("Encompass failed (503), 4 times in a row."));
    expect(w.jobs.sent.filter((j) => j.name === "loan.deliver")).toHaveLength(1);
    await expect(deliverLoanFile(w.delivery, app.id)).rejects.toThrow(LoanSystemUnavailable);
    expect(await deliveryOf(app.id)).toMatchObject({
      state: "accepted",
      failures: 1,
      failureReason: "Encompass failed (503), 4 times in a row.",
      requestedVersion: 2,
      sentVersion: 1,
    });
    expect(await triesOf(app.id)).toEqual([
      ["create", "accepted"],
      ["update", "retrying"],
    ]);
    // pg-boss runs the same job again.
    await deliverLoanFile(w.delivery, app.id);
    expect(await deliveryOf(app.id)).toMatchObject({ failures: 0, failureReason: null, sentVersion: 2 });
    expect((await loansOf(app.id)).map((l) => l.imports)).toEqual([2]);
  });
});
