import { and, eq } from "drizzle-orm";
import {
  type ConditionEvent,
  type ConditionStatus,
  conditionsChangeable,
  moveCondition,
  STALE_CONDITION,
} from "@/domain/conditions/condition-states";
import type { PortalPermission } from "@/domain/portal/portal-roles";
import type { Database } from "@/server/db/client";
import { conditions } from "@/server/db/schema";
import { sendChangesToLendingSystem } from "@/server/services/lending-system/send-changes";
import { applicationInReach, type PipelineRequest, staffServiceDeps } from "./applicant-reach";
import { PortalError } from "./portal-error";

const CONDITION_NOT_FOUND =
  "We could not find that condition on this application. Reload the page to see its conditions.";

type ConditionRow = typeof conditions.$inferSelect;
type ConditionChanges = Partial<Omit<ConditionRow, "id" | "applicationId" | "status" | "version">>;

export type ConditionChange = {
  event: ConditionEvent;
  permission: PortalPermission;
  /** The audit action, e.g. `condition.cleared`. */
  action: string;
  /** The columns it sets besides the status and version, and what the audit record adds. */
  apply: (
    condition: ConditionRow,
    tx: Database,
    by: string,
  ) => Promise<{ set: ConditionChanges; details?: Record<string, unknown> }>;
};

/**
 * Every staff change of a condition (decisions 094, 095): the application in the caller's reach
 * (404 otherwise, 403 without the permission), not declined (409), the condition of that
 * application locked, the version the person read still the current one (409, reload), the move
 * allowed from where it stands (409); then the change with the version raised, audited with who
 * and why in the same transaction.
 */
export async function changeCondition(
  ctx: PipelineRequest,
  input: { applicationId: string; conditionId: string; version: number },
  change: ConditionChange,
): Promise<{ conditionId: string; status: ConditionStatus; version: number }> {
  const { application } = await applicationInReach(ctx, input.applicationId, change.permission);
  const changeable = conditionsChangeable({ declined: application.declinedAt !== null });
  if (!changeable.ok) throw new PortalError("CONFLICT", changeable.sentence);
  const by = `staff:${ctx.actor.id}`;
  const changed = await ctx.deps.db.transaction(async (tx) => {
    const [condition] = await tx
      .select()
      .from(conditions)
      .where(and(eq(conditions.id, input.conditionId), eq(conditions.applicationId, input.applicationId)))
      .for("update");
    if (!condition) throw new PortalError("NOT_FOUND", CONDITION_NOT_FOUND);
    if (condition.version !== input.version) throw new PortalError("CONFLICT", STALE_CONDITION);
    const move = moveCondition(condition.status, change.event);
    if (!move.ok) throw new PortalError("CONFLICT", move.sentence);
    const { set, details } = await change.apply(condition, tx, by);
    const version = condition.version + 1;
    await tx
      .update(conditions)
      .set({ ...set, status: move.to, version })
      .where(eq(conditions.id, condition.id));
    await staffServiceDeps(ctx).audit(tx, {
      actor: by,
      action: change.action,
      subject: `application:${input.applicationId}`,
      details: {
        conditionId: condition.id,
        code: condition.code,
        from: condition.status,
        to: move.to,
        ...details,
      },
    });
    return { conditionId: condition.id, status: move.to, version };
  });
  await sendChangesToLendingSystem(ctx.deps, input.applicationId);
  return changed;
}
