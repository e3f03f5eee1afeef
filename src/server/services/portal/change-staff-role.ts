import { eq } from "drizzle-orm";
import type { ChangeStaffRole } from "@/domain/portal/portal-inputs";
import { canAssignRole, nmlsIdFor } from "@/domain/portal/portal-roles";
import { staffUsers } from "@/server/db/schema";
import type { StaffRequest } from "./portal-context";
import { PortalError } from "./portal-error";
import { auditStaffAction, keepAnAdmin, lockManagedUser } from "./staff-access";
import { type StaffUserSummary, summaryOf } from "./staff-user-summary";

/**
 * An admin gives a colleague another role (docs/design.md §4), and a loan officer their NMLS ID
 * (decision 088). The last active admin keeps its role. The
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
    const nmlsId = nmlsIdFor(input.role, input.nmlsId, target.nmlsId);
    if (target.role === input.role) {
      // The same role with another NMLS ID: the number changes; the sessions go on (nothing they may do changed).
      if (nmlsId === target.nmlsId) return { user: target, from: target.role, changed: false };
      const [user] = await tx
        .update(staffUsers)
        .set({ nmlsId })
        .where(eq(staffUsers.id, target.id))
        .returning();
      return { user: user ?? target, from: target.role, changed: false, nmlsChanged: true };
    }
    await keepAnAdmin(tx, {
      actor,
      target,
      organisation,
      after: { role: input.role, status: target.status },
    });
    const [user] = await tx
      .update(staffUsers)
      .set({ role: input.role, nmlsId })
      .where(eq(staffUsers.id, target.id))
      .returning();
    return { user: user ?? target, from: target.role, changed: true };
  });
  if (!changed.changed) {
    if ("nmlsChanged" in changed)
      await auditStaffAction(ctx, "portal.user.nmlsIdChanged", changed.user.id, { role: input.role });
    return { user: summaryOf(changed.user), sessionsEnded: 0 };
  }
  const sessionsEnded = await ctx.sessions.endAllOfUser("portal", changed.user.id, "roleChanged");
  await auditStaffAction(ctx, "portal.user.roleChanged", changed.user.id, {
    from: changed.from,
    to: input.role,
    hasNmlsId: changed.user.nmlsId !== null,
    sessionsEnded,
  });
  return { user: summaryOf(changed.user), sessionsEnded };
}
