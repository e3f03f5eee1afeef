import type { CreateTeam } from "@/domain/portal/portal-inputs";
import { canManageUsersOf, holds } from "@/domain/portal/portal-roles";
import { recordAudit } from "@/server/audit/record-audit";
import { teams } from "@/server/db/schema";
import type { StaffRequest } from "./portal-context";
import { PortalError } from "./portal-error";
import { forbiddenToManage, loadActor, loadOrganisation } from "./staff-access";

/**
 * portal.createTeam (issue 22 item 6, decision 088): a team or branch of an organisation, made by
 * those who manage its users. Another organisation is refused before any lookup, as the users list
 * is; a name the organisation has already, in any case, is a conflict.
 */
export async function createTeam(ctx: StaffRequest, input: CreateTeam) {
  const actor = await loadActor(ctx.db, ctx.actor.id);
  if (!holds(actor, "manageUsers")) throw forbiddenToManage();
  if (!canManageUsersOf(actor, input.organisationId))
    throw new PortalError("FORBIDDEN", "You can only make teams in your own organisation.");
  const organisation = await loadOrganisation(ctx.db, input.organisationId);
  const [team] = await ctx.db
    .insert(teams)
    .values({ organisationId: organisation.id, name: input.name })
    // The one unique index besides the id: the organisation's names, in any case.
    .onConflictDoNothing()
    .returning({ id: teams.id, name: teams.name });
  if (!team)
    throw new PortalError("CONFLICT", `${organisation.name} has a team named ${input.name} already.`);
  await recordAudit(ctx.db, {
    actor: `staff:${actor.id}`,
    action: "portal.team.created",
    subject: `team:${team.id}`,
    details: { organisationId: organisation.id },
    address: ctx.address,
  });
  return { team };
}
