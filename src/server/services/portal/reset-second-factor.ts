import { eq } from "drizzle-orm";
import type { StaffUserRef } from "@/domain/portal/portal-inputs";
import { staffUsers } from "@/server/db/schema";
import type { StaffRequest } from "./portal-context";
import { auditStaffAction, lockManagedUser } from "./staff-access";
import { type StaffUserSummary, summaryOf } from "./staff-user-summary";

/**
 * For a lost phone (docs/design.md §4): removes the user's authenticator secret and recovery codes and
 * ends their sessions. At their next sign-in they set up an authenticator app again.
 */
export async function resetSecondFactor(
  ctx: StaffRequest,
  input: StaffUserRef,
): Promise<{ user: StaffUserSummary; sessionsEnded: number }> {
  const user = await ctx.db.transaction(async (tx) => {
    const { target } = await lockManagedUser(tx, ctx.actor.id, input.staffUserId);
    const [reset] = await tx
      .update(staffUsers)
      .set({
        totpSecretEncrypted: null,
        totpEnrolledAt: null,
        totpLastUsedStep: null,
        recoveryCodeHashes: [],
      })
      .where(eq(staffUsers.id, target.id))
      .returning();
    return reset ?? target;
  });
  const sessionsEnded = await ctx.sessions.endAllOfUser("portal", user.id, "secondFactorReset");
  await auditStaffAction(ctx, "portal.user.secondFactorReset", user.id, { sessionsEnded });
  return { user: summaryOf(user), sessionsEnded };
}
