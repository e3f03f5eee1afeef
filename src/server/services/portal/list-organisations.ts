import { asc, eq, sql } from "drizzle-orm";
import { holds } from "@/domain/portal/portal-roles";
import { organisations, staffUsers } from "@/server/db/schema";
import { ORGANISATIONS_REFUSED } from "./create-partner-organisation";
import type { StaffRequest } from "./portal-context";
import { PortalError } from "./portal-error";
import { loadActor } from "./staff-access";

/** portal.organisations (decision 088): every organisation with how many active users it has, for a lender administrator. */
export async function listOrganisations(ctx: StaffRequest) {
  if (!holds(await loadActor(ctx.db, ctx.actor.id), "manageOrganisations"))
    throw new PortalError("FORBIDDEN", ORGANISATIONS_REFUSED);
  const rows = await ctx.db
    .select({
      id: organisations.id,
      name: organisations.name,
      kind: organisations.kind,
      createdAt: organisations.createdAt,
      activeUsers:
        sql<number>`count(${staffUsers.id}) filter (where ${staffUsers.status} = 'active')`.mapWith(Number),
    })
    .from(organisations)
    .leftJoin(staffUsers, eq(staffUsers.organisationId, organisations.id))
    .groupBy(organisations.id)
    .orderBy(asc(organisations.kind), asc(organisations.name));
  return { organisations: rows };
}
