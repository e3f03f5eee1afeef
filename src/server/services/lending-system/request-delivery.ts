import { sql } from "drizzle-orm";
import type { LendingSystem } from "@/domain/enums/lending-systems";
import type { Database } from "@/server/db/client";
import { loanDeliveries } from "@/server/db/schema";
import type { JobQueue } from "@/server/jobs/job-queue";

export type RequestDeliveryDependencies = { db: Database; jobs: JobQueue; now: () => Date };

/**
 * Asks for the application's file to reach its lending system (decision 081): at submission, on
 * "send again", and when the application changes afterwards. The row counts what was asked for
 * (`requestedVersion`); a delivery that had failed is given a fresh start. The job is keyed by the
 * application, so one waits at a time, and it sends the latest version when it runs. On the
 * embedded database call this after a transaction commits, never inside one (decision 033).
 */
export async function requestDelivery(
  deps: RequestDeliveryDependencies,
  applicationId: string,
  system: LendingSystem,
): Promise<void> {
  const now = deps.now();
  await deps.db
    .insert(loanDeliveries)
    .values({ applicationId, system, state: "waiting", requestedVersion: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: loanDeliveries.applicationId,
      set: {
        requestedVersion: sql`${loanDeliveries.requestedVersion} + 1`,
        state: sql`case when ${loanDeliveries.state} <> 'failed' then ${loanDeliveries.state}
          when ${loanDeliveries.losLoanId} is null then 'waiting' else 'accepted' end`,
        failures: 0,
        failureReason: null,
        updatedAt: now,
      },
    });
  await deps.jobs.send("loan.deliver", { applicationId }, { singletonKey: `deliver:${applicationId}` });
}
