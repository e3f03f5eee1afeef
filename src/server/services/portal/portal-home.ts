import { eq } from "drizzle-orm";
import {
  PORTAL_PERMISSIONS,
  type PortalPermission,
  type PortalReach,
  type PortalRole,
} from "@/domain/portal/portal-roles";
import { staffUsers } from "@/server/db/schema";
import type { StaffRequest } from "./portal-context";
import { loadActor, loadOrganisation } from "./staff-access";

export interface PortalHome {
  user: { firstName: string; lastName: string; email: string; role: PortalRole };
  organisation: { id: string; name: string; kind: "partner" | "lender" };
  /** What the role may do, and how far: its own organisation or every organisation. */
  permissions: { permission: PortalPermission; reach: Exclude<PortalReach, "none"> }[];
}

/** The portal home (docs/design.md §4): who you are, your organisation, and what you may do. */
export async function portalHome(ctx: Pick<StaffRequest, "db" | "actor">): Promise<PortalHome> {
  const actor = await loadActor(ctx.db, ctx.actor.id);
  const [row] = await ctx.db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.id, actor.id))
    .limit(1);
  const organisation = await loadOrganisation(ctx.db, actor.organisationId);
  const permissions = (Object.keys(PORTAL_PERMISSIONS) as PortalPermission[]).flatMap((permission) => {
    const reach: PortalReach = PORTAL_PERMISSIONS[permission][actor.role];
    return reach === "none" ? [] : [{ permission, reach }];
  });
  return {
    user: { firstName: actor.firstName, lastName: actor.lastName, email: row?.email ?? "", role: actor.role },
    organisation: { id: organisation.id, name: organisation.name, kind: organisation.kind },
    permissions,
  };
}
