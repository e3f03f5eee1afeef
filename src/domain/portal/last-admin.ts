import { ORGANISATION_ADMIN_ROLE, type PortalOrganisationKind, type PortalRole } from "./portal-roles";

export type StaffStanding = { role: PortalRole; status: "invited" | "active" | "deactivated" };

/**
 * docs/design.md §4: the last admin cannot remove itself, and nobody can remove it for it. A change
 * (demotion, deactivation) that turns the only active admin of an organisation into something else
 * would leave nobody able to manage its users, so it is refused. `activeAdmins` counts the
 * organisation's active users holding its admin role, the target included.
 */
export function leavesOrganisationWithoutAdmin(change: {
  organisationKind: PortalOrganisationKind;
  before: StaffStanding;
  after: StaffStanding;
  activeAdmins: number;
}): boolean {
  const adminRole = ORGANISATION_ADMIN_ROLE[change.organisationKind];
  const isAdmin = (s: StaffStanding) => s.status === "active" && s.role === adminRole;
  return isAdmin(change.before) && !isAdmin(change.after) && change.activeAdmins <= 1;
}
