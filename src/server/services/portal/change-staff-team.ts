import { and, eq } from "drizzle-orm";
import type { ChangeStaffTeam } from "@/domain/portal/portal-inputs";
import { staffUsers, teams } from "@/server/db/schema";
import type { StaffRequest } from "./portal-context";
import { PortalError } from "./portal-error";
import { auditStaffAction, lockManagedUser } from "./staff-access";
import { type StaffUserSummary, summaryOf } from "./staff-user-summary";

/**
 * portal.changeTeam (issue 22 item 6, decision 088): puts a user in one of their own organisation's
 * teams, or in none. A user out of reach and a team of another organisation are both "not found".
 */
export async function changeStaffTeam(
  ctx: StaffRequest,
  input: ChangeStaffTeam,
): Promise<{ user: StaffUserSummary }> {
  const changed = await ctx.db.transaction(async (tx) => {
    const { target, organisation } = await lockManagedUser(tx, ctx.actor.id, input.staffUserId);
    if (input.teamId) {
      const [team] = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.id, input.teamId), eq(teams.organisationId, organisation.id)))
        .limit(1);
      if (!team)
        throw new PortalError(
          "NOT_FOUND",
          `We could not find that team in ${organisation.name}. Refresh the list and choose again.`,
        );
    }
    if (target.teamId === input.teamId) return { user: target, changed: false };
    const [user] = await tx
      .update(staffUsers)
      .set({ teamId: input.teamId })
      .where(eq(staffUsers.id, target.id))
      .returning();
    return { user: user ?? target, changed: true, from: target.teamId };
  });
  if (changed.changed)
    await auditStaffAction(ctx, "portal.user.teamChanged", changed.user.id, {
      from: changed.from ?? null,
      to: input.teamId,
    });
  return { user: summaryOf(changed.user) };
}
