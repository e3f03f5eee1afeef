import { eq } from "drizzle-orm";
import { movesStatusBack, STATUS_MOVES_FORWARD } from "@/domain/application/status-moves";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import type { Database } from "@/server/db/client";
import { applications } from "@/server/db/schema";
import type { ApplicationContext } from "./application-context";
import { ApplicationError } from "./application-error";

/**
 * Writes the application's new status with its spec §4 order and an `application.statusChanged`
 * audit record. The caller holds the row's lock. A move back is refused here, whoever asks
 * (decision 067): a status goes back only by a recorded staff action, and none exists yet.
 */
export async function changeStatus(
  ctx: Pick<ApplicationContext, "deps" | "application" | "actor" | "address">,
  tx: Database,
  change: { from: string | null; to: string; now: Date },
): Promise<void> {
  if (movesStatusBack(change.from, change.to)) throw new ApplicationError("CONFLICT", STATUS_MOVES_FORWARD);
  await tx
    .update(applications)
    .set({ applicationStatus: change.to, statusOrder: statusOrder(change.to) ?? null, updatedAt: change.now })
    .where(eq(applications.id, ctx.application.id));
  await ctx.deps.audit(tx, {
    actor: ctx.actor,
    action: "application.statusChanged",
    subject: `application:${ctx.application.id}`,
    details: { from: change.from, to: change.to },
    address: ctx.address,
  });
}
