import { and, asc, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { OrganisationUsers } from "@/domain/portal/portal-inputs";
import { canManageUsersOf, holds } from "@/domain/portal/portal-roles";
import { staffInvitations, staffUsers, teams } from "@/server/db/schema";
import type { StaffRequest } from "./portal-context";
import { PortalError } from "./portal-error";
import { forbiddenToManage, loadActor, loadOrganisation } from "./staff-access";
import { pendingSummary, type StaffUserSummary, summaryOf } from "./staff-user-summary";

export interface OrganisationUserList {
  organisation: { id: string; name: string };
  users: StaffUserSummary[];
  /** The organisation's teams or branches (decision 088), by name. */
  teams: { id: string; name: string }[];
}

/**
 * The manage-users page (spec §2 /portal/manage-users, docs/design.md §4): the users of one organisation,
 * for its admin or a lender administrator. Nobody sees another organisation's users; the refusal
 * comes before any lookup, so it does not tell whether the organisation exists.
 */
export async function listOrganisationUsers(
  ctx: StaffRequest,
  input: OrganisationUsers,
): Promise<OrganisationUserList> {
  const actor = await loadActor(ctx.db, ctx.actor.id);
  if (!holds(actor, "manageUsers")) throw forbiddenToManage();
  if (!canManageUsersOf(actor, input.organisationId)) {
    throw new PortalError("FORBIDDEN", "You can only see the users of your own organisation.");
  }
  const organisation = await loadOrganisation(ctx.db, input.organisationId);
  const rows = await ctx.db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.organisationId, organisation.id))
    .orderBy(asc(staffUsers.lastName), asc(staffUsers.firstName), asc(staffUsers.email));
  const pending = await pendingElsewhere(ctx, organisation.id);
  const teamRows = await ctx.db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(teams.organisationId, organisation.id))
    .orderBy(asc(teams.name));
  return {
    organisation: { id: organisation.id, name: organisation.name },
    users: [...rows.map(summaryOf), ...pending.map(pendingSummary)],
    teams: teamRows,
  };
}

/**
 * Open invitations of this organisation to addresses that are another organisation's users
 * (decision 071): listed as invited, as they were answered, so the list does not tell them apart.
 */
async function pendingElsewhere(ctx: StaffRequest, organisationId: string) {
  const invited = await ctx.db
    .select({ invitation: staffInvitations })
    .from(staffInvitations)
    .innerJoin(staffUsers, sql`lower(${staffUsers.email}) = ${staffInvitations.email}`)
    .where(
      and(
        eq(staffInvitations.organisationId, organisationId),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, ctx.now()),
        ne(staffUsers.organisationId, organisationId),
      ),
    )
    .orderBy(asc(staffInvitations.email), desc(staffInvitations.createdAt));
  // The newest invitation per address, as inviting again answers.
  const seen = new Set<string>();
  return invited
    .map((row) => row.invitation)
    .filter((invitation) => !seen.has(invitation.email) && seen.add(invitation.email));
}
