import { and, eq, isNull } from "drizzle-orm";
import type { StaffUserRef } from "@/domain/portal/portal-inputs";
import { staffInvitations, staffUsers } from "@/server/db/schema";
import type { StaffRequest } from "./portal-context";
import { auditStaffAction, keepAnAdmin, lockManagedUser } from "./staff-access";
import { type StaffUserSummary, summaryOf } from "./staff-user-summary";

/**
 * Switches a user's access off (docs/design.md §4): every session they have ends at once and an
 * invitation still open stops working. The last active admin cannot be switched off.
 */
export async function deactivateStaffUser(
  ctx: StaffRequest,
  input: StaffUserRef,
): Promise<{ user: StaffUserSummary; sessionsEnded: number }> {
  const done = await ctx.db.transaction(async (tx) => {
    const { actor, target, organisation } = await lockManagedUser(tx, ctx.actor.id, input.staffUserId);
    if (target.status === "deactivated") return { user: target, from: target.status };
    await keepAnAdmin(tx, {
      actor,
      target,
      organisation,
      after: { role: target.role, status: "deactivated" },
    });
    const [user] = await tx
      .update(staffUsers)
      .set({ status: "deactivated" })
      .where(eq(staffUsers.id, target.id))
      .returning();
    await tx
      .delete(staffInvitations)
      .where(
        and(eq(staffInvitations.email, target.email.toLowerCase()), isNull(staffInvitations.acceptedAt)),
      );
    return { user: user ?? target, from: target.status };
  });
  // Also when it was off already: a session left over by a crash between the two steps ends here.
  const sessionsEnded = await ctx.sessions.endAllOfUser("portal", done.user.id, "deactivated");
  if (done.from !== "deactivated") {
    await auditStaffAction(ctx, "portal.user.deactivated", done.user.id, { from: done.from, sessionsEnded });
  }
  return { user: summaryOf(done.user), sessionsEnded };
}
