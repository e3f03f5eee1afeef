import { eq } from "drizzle-orm";
import type { StaffUserRef } from "@/domain/portal/portal-inputs";
import { staffUsers } from "@/server/db/schema";
import type { StaffRequest } from "./portal-context";
import { PortalError } from "./portal-error";
import { auditStaffAction, displayName, lockManagedUser } from "./staff-access";
import { type StaffUserSummary, summaryOf } from "./staff-user-summary";

/**
 * Turns a switched-off user's access back on, with the password and authenticator app they had.
 * Someone who never accepted their invitation has neither: they are invited again instead.
 */
export async function reactivateStaffUser(
  ctx: StaffRequest,
  input: StaffUserRef,
): Promise<{ user: StaffUserSummary }> {
  const done = await ctx.db.transaction(async (tx) => {
    const { target } = await lockManagedUser(tx, ctx.actor.id, input.staffUserId);
    if (target.status !== "deactivated") return { user: target, changed: false };
    if (!target.passwordHash) {
      throw new PortalError(
        "BAD_REQUEST",
        `${displayName(target)} never accepted their invitation, so there is nothing to turn back on. Invite them again instead.`,
      );
    }
    const [user] = await tx
      .update(staffUsers)
      .set({ status: "active" })
      .where(eq(staffUsers.id, target.id))
      .returning();
    return { user: user ?? target, changed: true };
  });
  if (done.changed) await auditStaffAction(ctx, "portal.user.reactivated", done.user.id);
  return { user: summaryOf(done.user) };
}
