import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { applications, loanDeliveries } from "@/server/db/schema";
import type { RequestDeliveryDependencies } from "./request-delivery";

/**
 * How long a change waits before its update is sent, so a burst (five documents uploaded together,
 * a reviewer clearing conditions one after another) reaches the lending system as one update.
 */
export const UPDATE_DEBOUNCE_MS = 30_000;

/**
 * A delivered application changed (a condition answered or changed by staff, a document added, a
 * decision or milestone recorded by staff): its lending system gets the file again as an update
 * (decision 103). Nothing happens before submission (no delivery yet), for a declined application
 * (never exported), or while a delivery stands failed (staff send it again, which carries the
 * change). The job shares the delivery's key, so one
 * waits at a time per application: a change while the create waits rides on the create, and a
 * change while a try runs is sent after it (the finishing try sees the higher version). Call it
 * after the change's transaction commits.
 */
export async function sendChangesToLendingSystem(
  deps: RequestDeliveryDependencies,
  applicationId: string,
): Promise<void> {
  const now = deps.now();
  const asked = await deps.db
    .update(loanDeliveries)
    .set({ requestedVersion: sql`${loanDeliveries.requestedVersion} + 1`, updatedAt: now })
    .where(
      and(
        eq(loanDeliveries.applicationId, applicationId),
        ne(loanDeliveries.state, "failed"),
        // A declined application is never exported (decision 076): its decline is not sent as an update.
        sql`exists (select 1 from ${applications} where ${applications.id} = ${applicationId} and ${isNull(applications.declinedAt)})`,
      ),
    )
    .returning({ applicationId: loanDeliveries.applicationId });
  if (asked.length === 0) return;
  await deps.jobs.send(
    "loan.deliver",
    { applicationId },
    { singletonKey: `deliver:${applicationId}`, startAfter: new Date(now.getTime() + UPDATE_DEBOUNCE_MS) },
  );
}
