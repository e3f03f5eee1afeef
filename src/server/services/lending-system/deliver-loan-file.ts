import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import { LENDING_SYSTEMS, type LendingSystem } from "@/domain/enums/lending-systems";
import { LoanSystemRefusal, LoanSystemUnavailable, type LosLoan } from "@/domain/ports/loan-system-export";
import type { LoanSystems } from "@/integrations/lending-system";
import type { Database } from "@/server/db/client";
import { loanDeliveries, loanDeliveryAttempts } from "@/server/db/schema";
import type { JobQueue } from "@/server/jobs/job-queue";
import { exportLoanFile, type LoanFileExport } from "./export-loan-file";

export type DeliveryDependencies = {
  db: Database;
  loanSystems: LoanSystems;
  jobs: JobQueue;
  now: () => Date;
  /** How long a worker holds an application's delivery; past it, another may take over. */
  leaseMs?: number;
  /** The file to send; the MISMO export on the process's key unless a test plays the delivery alone. */
  loanFile?: (applicationId: string) => Promise<LoanFileExport>;
};

/** Tries in a row before a delivery stops and waits for staff: pg-boss's first try and 5 retries. */
export const MAX_FAILURES = 6;
const LEASE_MS = 5 * 60_000;

/** Another worker holds this application's delivery: the job is retried once its lease may be over. */
export class DeliveryBusy extends Error {
  override name = "DeliveryBusy";
  readonly code = "DELIVERY_BUSY";
}

export const systemLabel = (system: LendingSystem) =>
  LENDING_SYSTEMS.find((s) => s.value === system)?.label ?? system;

type Claimed = typeof loanDeliveries.$inferSelect;

/** Takes the delivery for this worker when there is something to send and nobody holds it. */
async function claim(deps: DeliveryDependencies, applicationId: string, token: string) {
  const now = deps.now();
  const [claimed] = await deps.db
    .update(loanDeliveries)
    .set({
      state: "sent",
      claimToken: token,
      claimedUntil: new Date(now.getTime() + (deps.leaseMs ?? LEASE_MS)),
      updatedAt: now,
    })
    .where(
      and(
        eq(loanDeliveries.applicationId, applicationId),
        lt(loanDeliveries.sentVersion, loanDeliveries.requestedVersion),
        ne(loanDeliveries.state, "failed"),
        or(isNull(loanDeliveries.claimedUntil), lt(loanDeliveries.claimedUntil, now)),
      ),
    )
    .returning();
  return claimed;
}

/** Ends the claim with these changes; a worker whose lease was taken over changes nothing. */
async function settle(
  deps: DeliveryDependencies,
  row: Claimed,
  token: string,
  changes: Partial<typeof loanDeliveries.$inferInsert>,
) {
  await deps.db
    .update(loanDeliveries)
    .set({ ...changes, claimToken: null, claimedUntil: null, updatedAt: deps.now() })
    .where(and(eq(loanDeliveries.applicationId, row.applicationId), eq(loanDeliveries.claimToken, token)));
}

async function recordOutcome(
  deps: DeliveryDependencies,
  attemptId: number,
  outcome: (typeof loanDeliveryAttempts.$inferInsert)["outcome"],
  detail: string,
) {
  await deps.db
    .update(loanDeliveryAttempts)
    .set({ outcome, detail, finishedAt: deps.now() })
    .where(eq(loanDeliveryAttempts.id, attemptId));
}

/** Where the delivery returns to when a try fails but the delivery goes on. */
const restingState = (row: Claimed) => (row.losLoanId ? "accepted" : "waiting");

/**
 * The `loan.deliver` job (decision 081). Under a lease on the application's delivery, so two
 * workers never send at once: the MISMO file is built (a file the builder refuses is never sent),
 * the loan is looked up by the application's own id before any create, so a worker that died
 * after the lending system made the loan, or a retry, finds it rather than making a second; an
 * existing loan gets the file as an update. Each try is recorded with its outcome. A refusal stops
 * the delivery with the system's words; a system that keeps failing stops it after
 * `MAX_FAILURES` tries in a row, in plain words; until then the job is retried with backoff.
 */
export async function deliverLoanFile(deps: DeliveryDependencies, applicationId: string): Promise<void> {
  const token = randomUUID();
  const row = await claim(deps, applicationId, token);
  if (!row) {
    const [current] = await deps.db
      .select()
      .from(loanDeliveries)
      .where(eq(loanDeliveries.applicationId, applicationId));
    const pending = current && current.state !== "failed" && current.sentVersion < current.requestedVersion;
    if (pending) throw new DeliveryBusy("Another worker is sending this application's file");
    return;
  }
  const label = systemLabel(row.system);
  const version = row.requestedVersion;
  const [attempt] = await deps.db
    .insert(loanDeliveryAttempts)
    .values({ applicationId, system: row.system, version, startedAt: deps.now() })
    .returning({ id: loanDeliveryAttempts.id });
  const attemptId = attempt?.id ?? 0;
  try {
    const exported = await (deps.loanFile ?? ((id) => exportLoanFile(deps.db, id)))(applicationId);
    if (exported.kind === "refused") {
      const reason = `The file was not sent: ${exported.faults.join("; ")}`;
      await recordOutcome(deps, attemptId, "refused", reason);
      return settle(deps, row, token, { state: "failed", failureReason: reason });
    }
    const file = { applicationId, mismoXml: exported.xml };
    const los = deps.loanSystems.of(row.system);
    const known: LosLoan | null = row.losLoanId
      ? { loanId: row.losLoanId, loanNumber: row.losLoanNumber ?? "" }
      : await los.findLoan(applicationId);
    let action: "create" | "found" | "update";
    let loan: LosLoan;
    if (!known) {
      action = "create";
      await deps.db
        .update(loanDeliveryAttempts)
        .set({ action })
        .where(eq(loanDeliveryAttempts.id, attemptId));
      loan = await los.createLoan(file);
    } else {
      loan = known;
      // A loan found but not recorded was made by an earlier try of this version or an older one.
      action = row.losLoanId || version > 1 ? "update" : "found";
      await deps.db
        .update(loanDeliveryAttempts)
        .set({ action })
        .where(eq(loanDeliveryAttempts.id, attemptId));
      if (action === "update") await los.updateLoan(loan, file);
    }
    await settle(deps, row, token, {
      state: "accepted",
      losLoanId: loan.loanId,
      losLoanNumber: loan.loanNumber,
      sentVersion: version,
      failures: 0,
      failureReason: null,
    });
    await recordOutcome(deps, attemptId, "accepted", `${label} loan ${loan.loanNumber}`);
    if (!row.losLoanId) await schedulePoll(deps, applicationId, row.system);
    const [after] = await deps.db
      .select({ requested: loanDeliveries.requestedVersion })
      .from(loanDeliveries)
      .where(eq(loanDeliveries.applicationId, applicationId));
    // Asked for again while this try ran (its own job may have been dropped as a duplicate).
    if (after && after.requested > version)
      await deps.jobs.send("loan.deliver", { applicationId }, { singletonKey: `deliver:${applicationId}` });
  } catch (error) {
    if (error instanceof LoanSystemRefusal) {
      const reason = `${label} refused the loan: ${error.reason}`;
      await recordOutcome(deps, attemptId, "refused", reason);
      return settle(deps, row, token, { state: "failed", failureReason: reason });
    }
    const failures = row.failures + 1;
    const why =
      error instanceof LoanSystemUnavailable
        ? error.message
        : `${label} answered in a way the site could not read (${error instanceof Error ? error.name : "unknown"}).`;
    if (failures >= MAX_FAILURES) {
      const reason = `${why} Stopped after ${failures} tries; use "Send again" once ${label} is back.`;
      await recordOutcome(deps, attemptId, "failed", reason);
      return settle(deps, row, token, { state: "failed", failures, failureReason: reason });
    }
    await recordOutcome(deps, attemptId, "retrying", why);
    await settle(deps, row, token, { state: restingState(row), failures, failureReason: why });
    throw error;
  }
}

/** The next read of the loan's status, one waiting at a time per application (decision 082). */
export async function schedulePoll(
  deps: Pick<DeliveryDependencies, "jobs" | "loanSystems" | "now">,
  applicationId: string,
  system: LendingSystem,
) {
  const minutes = deps.loanSystems.pollMinutes(system);
  await deps.jobs.send(
    "loan.status",
    { applicationId },
    { singletonKey: `poll:${applicationId}`, startAfter: new Date(deps.now().getTime() + minutes * 60_000) },
  );
}
