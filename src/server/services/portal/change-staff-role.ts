import { eq } from "drizzle-orm";
import type { ChangeStaffRole } from "@/domain/portal/portal-inputs";
import { canAssignRole } from "@/domain/portal/portal-roles";
import { staffUsers } from "@/server/db/schema";
import type { StaffRequest } from "./portal-context";
import { PortalError } from "./portal-error";
import { auditStaffAction, keepAnAdmin, lockManagedUser } from "./staff-access";
import { type StaffUserSummary, summaryOf } from "./staff-user-summary";

/**
 * An admin gives a colleague another role (docs/design.md §4). The last active admin keeps its role. The
 * user's open sessions end, so they sign in again under the role they now hold.
 */
export async function changeStaffRole(
  ctx: StaffRequest,
  input: ChangeStaffRole,
): Promise<{ user: StaffUserSummary; sessionsEnded: number }> {
  const changed = await ctx.db.transaction(async (tx) => {
    const { actor, target, organisation } = await lockManagedUser(tx, ctx.actor.id, input.staffUserId);
    if (!canAssignRole(actor, input.role, organisation.kind)) {
      throw new PortalError("BAD_REQUEST", "Choose one of the roles offered for this organisation.");
    }
    if (target.role === input.role) return { user: target, from: target.role, changed: false };
    await keepAnAdmin(tx, {
      actor,
      target,
      organisation,
      after: { role: input.role, status: target.status },
    });
    const [user] = await tx
      .update(staffUsers)
      .set({ role: input.role })
      .where(eq(staffUsers.id, target.id))
      .returning();
    return { user: user ?? target, from: target.role, changed: true };
  });
  if (!changed.changed) return { user: summaryOf(changed.user), sessionsEnded: 0 };
  const sessionsEnded = await ctx.sessions.endAllOfUser("portal", changed.user.id, "roleChanged");
  await auditStaffAction(ctx, "portal.user.roleChanged", changed.user.id, {
    from: changed.from,
    to: input.role,
    sessionsEnded,
  });
  return { user: summaryOf(changed.user), sessionsEnded };
}
