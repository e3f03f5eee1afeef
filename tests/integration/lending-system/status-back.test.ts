import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { webhooks as encompassWebhooks } from "@/integrations/lending-system/encompass/transform";
import type { Connection } from "@/server/db/client";
import { applications, conditions, decisions, loanDeliveries } from "@/server/db/schema";
import { recordingJobQueue } from "@/server/jobs/recording-job-queue.test-support";
import { moveLoanMilestone } from "@/server/services/decisions/move-loan-milestone";
import { deliverLoanFile } from "@/server/services/lending-system/deliver-loan-file";
import { readLoanStatus } from "@/server/services/lending-system/read-loan-status";
import { requestDelivery } from "@/server/services/lending-system/request-delivery";
import { takeWebhook } from "@/server/services/lending-system/take-webhook";
import { currentRateSheet } from "@/server/services/prequal/rate-sheet-store";
import { freshDatabase } from "../support/test-database";
import { aLoanFile, anApplication, faultySandbox, systemsOf } from "./delivery-world";

let connection: Connection;
let clock: Date;
const now = () => clock;
const KEY = "subscription-key";

beforeAll(async () => {
  connection = await freshDatabase();
});
afterAll(() => connection.close());
beforeEach(() => {
  clock = new Date("2026-11-27T10:00:00Z");
});

async function delivered() {
  const db = connection.db;
  const jobs = recordingJobQueue();
  const { los } = faultySandbox(db, now);
  const loanSystems = {
    ...systemsOf(los),
    webhooks: () => ({ reader: encompassWebhooks, key: KEY }),
  };
  const logged: object[] = [];
  const log = { info: (o: object) => logged.push(o), warn: (o: object) => logged.push(o) };
  const deps = { db, jobs, now, loanSystems, log, audit: async () => {}, loanFile: aLoanFile(db) };
  const app = await anApplication(db);
  await requestDelivery(deps, app.id, app.lendingSystem);
  await deliverLoanFile(deps, app.id);
  const [row] = await db.select().from(loanDeliveries).where(eq(loanDeliveries.applicationId, app.id));
  jobs.sent.length = 0;
  return { app, deps, jobs, logged, loanId: row?.losLoanId ?? "" };
}

const event = (loanId: string, eventId = `first-${loanId}`, at = "2026-11-27T09:59:00Z") =>
  JSON.stringify({
    eventId,
    eventTime: at,
    eventType: "update",
    meta: { resourceId: loanId, resourceType: "Loan" },
  });
const signed =
  (body: string, key = KEY) =>
  (name: string) =>
    name === "elli-signature" ? encompassWebhooks.sign(body, key) : undefined;

describe("status back from the lending system (decision 082)", () => {
  it("takes a signed event about a loan it sent and hands it to the status job", async () => {
    const { app, deps, jobs, loanId } = await delivered();
    const body = event(loanId);
    expect(await takeWebhook(deps, "encompass", body, signed(body))).toEqual({
      status: 202,
      message: "1 event(s) taken.",
    });
    expect(jobs.sent).toEqual([
      {
        name: "loan.status",
        data: { applicationId: app.id },
        options: { singletonKey: `webhook:${app.id}` },
      },
    ]);
  });

  it("refuses a wrong signature, a replay, a stale event and an unknown loan, logging no body", async () => {
    const { deps, jobs, logged, loanId } = await delivered();
    const body = event(loanId);
    expect((await takeWebhook(deps, "encompass", body, signed(body, "other-key"))).status).toBe(401);
    expect((await takeWebhook(deps, "encompass", body, () => undefined)).status).toBe(401);
    expect((await takeWebhook(deps, "encompass", body, signed(body))).status).toBe(202);
    expect(await takeWebhook(deps, "encompass", body, signed(body))).toEqual({
      status: 409,
      message: "This event was received before.",
    });
    const old = event(loanId, "evt-2", "2026-11-25T09:00:00Z");
    expect((await takeWebhook(deps, "encompass", old, signed(old))).status).toBe(409);
    const stranger = event("not-ours", "evt-3");
    expect((await takeWebhook(deps, "encompass", stranger, signed(stranger))).status).toBe(404);
    expect((await takeWebhook(deps, "byteish", body, signed(body))).status).toBe(404);
    expect(jobs.sent).toHaveLength(1);
    // Logged by system, event id and outcome: nothing of the body.
    for (const entry of logged)
      expect(Object.keys(entry).sort()).toEqual(expect.arrayContaining(["outcome", "system"]));
    expect(
      logged
        .flatMap((entry) => Object.keys(entry))
        .filter((k) => !["system", "eventId", "outcome"].includes(k)),
    ).toEqual([]);
  });

  it("the lending system's conditional approval and its conditions become the application's; cleared there, cleared here", async () => {
    const { app, deps, jobs } = await delivered();
    clock = new Date(clock.getTime() + 7 * 60_000); // the sandbox's schedule: conditionally approved
    await readLoanStatus(deps, app.id);
    const [application] = await deps.db.select().from(applications).where(eq(applications.id, app.id));
    expect(application?.encompassConditionallyApproved).toBe(true);
    const opened = await deps.db.select().from(conditions).where(eq(conditions.applicationId, app.id));
    expect(opened.map((c) => [c.code, c.kind, c.status, c.createdBy])).toEqual([
      [110, "information", "open", "lendingSystem:encompass"],
      [110, "information", "open", "lendingSystem:encompass"],
    ]);
    const [delivery] = await deps.db
      .select()
      .from(loanDeliveries)
      .where(eq(loanDeliveries.applicationId, app.id));
    expect(delivery?.milestone).toBe("conditionallyApproved");
    expect(jobs.sent.map((j) => j.name)).toEqual(["loan.status"]); // the next poll

    await readLoanStatus(deps, app.id); // read again: no second copy of a condition
    expect(await deps.db.select().from(conditions).where(eq(conditions.applicationId, app.id))).toHaveLength(
      2,
    );

    clock = new Date(clock.getTime() + 10 * 60_000); // funded: conditions cleared, polling stops
    jobs.sent.length = 0;
    await readLoanStatus(deps, app.id);
    const cleared = await deps.db.select().from(conditions).where(eq(conditions.applicationId, app.id));
    expect(cleared.map((c) => c.status)).toEqual(["cleared", "cleared"]);
    expect(jobs.sent).toEqual([]);
  });

  it("moves the application's milestone as staff do, never backwards: a report behind staff's move leaves it, funding moves it (decision 092)", async () => {
    const { app, deps } = await delivered();
    const { version } = await currentRateSheet(deps.db);
    await deps.db.insert(decisions).values({
      applicationId: app.id,
      outcome: "approved",
      reasons: [],
      derivation: { rateSheetVersion: version, figures: [], rules: [] },
      rateSheetVersion: version,
      decidedBy: "system",
      decidedAt: clock,
    });
    const milestone = async () =>
      (await deps.db.select().from(applications).where(eq(applications.id, app.id)))[0];
    expect(
      await deps.db.transaction((tx) =>
        moveLoanMilestone(deps, tx, {
          applicationId: app.id,
          to: "clearToClose",
          by: "staff",
          actor: "staff:x",
        }),
      ),
    ).toBeNull();
    clock = new Date(clock.getTime() + 7 * 60_000); // the sandbox reports a conditional approval
    await readLoanStatus(deps, app.id);
    expect(await milestone()).toMatchObject({ loanMilestone: "clearToClose", loanMilestoneBy: "staff:x" });
    clock = new Date(clock.getTime() + 10 * 60_000); // and then funding
    await readLoanStatus(deps, app.id);
    expect(await milestone()).toMatchObject({
      loanMilestone: "funded",
      loanMilestoneBy: "lendingSystem:encompass",
      loanMilestoneAt: clock,
    });
  });
});
