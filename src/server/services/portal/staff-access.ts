import { and, eq, sql } from "drizzle-orm";
import { leavesOrganisationWithoutAdmin, type StaffStanding } from "@/domain/portal/last-admin";
import {
  canManageStaffUser,
  holds,
  ORGANISATION_ADMIN_ROLE,
  type PortalActor,
} from "@/domain/portal/portal-roles";
import { recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db/client";
import { organisations, staffUsers } from "@/server/db/schema";
import type { StaffRequest } from "./portal-context";
import { PortalError } from "./portal-error";

/** A transaction, or the database itself: both run the same queries. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export type StaffUserRow = typeof staffUsers.$inferSelect;
export type OrganisationRow = typeof organisations.$inferSelect;
export type LoadedActor = PortalActor & { firstName: string; lastName: string };

const NOT_IN_REACH =
  "We could not find that user among the organisations you manage. Refresh the list and try again.";

/** The caller, read afresh: a user deactivated a moment ago can do nothing more. */
export async function loadActor(db: Executor, actorId: string): Promise<LoadedActor> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, actorId)).limit(1);
  if (row?.status !== "active") {
    throw new PortalError("FORBIDDEN", "Your portal account can no longer do this. Sign in again.");
  }
  return {
    id: row.id,
    role: row.role,
    organisationId: row.organisationId,
    firstName: row.firstName,
    lastName: row.lastName,
  };
}

export async function loadOrganisation(db: Executor, organisationId: string): Promise<OrganisationRow> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, organisationId)).limit(1);
  if (!row)
    throw new PortalError(
      "NOT_FOUND",
      "We could not find that organisation. Refresh the page and try again.",
    );
  return row;
}

/**
 * Inside a transaction: the caller and the user they act on, with the user's organisation locked,
 * so two admins changing users of one organisation at once take turns (the last-admin rule counts
 * admins that cannot change under it). A user out of the caller's reach is "not found": nobody
 * learns whether an e-mail or id exists in another organisation.
 */
export async function lockManagedUser(
  tx: Executor,
  actorId: string,
  staffUserId: string,
): Promise<{ actor: LoadedActor; target: StaffUserRow; organisation: OrganisationRow }> {
  if (!holds(await loadActor(tx, actorId), "manageUsers")) throw forbiddenToManage();
  const [located] = await tx
    .select({ organisationId: staffUsers.organisationId })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffUserId))
    .limit(1);
  if (!located) throw new PortalError("NOT_FOUND", NOT_IN_REACH);
  const [organisation] = await tx
    .select()
    .from(organisations)
    .where(eq(organisations.id, located.organisationId))
    .for("update");
  const [target] = await tx.select().from(staffUsers).where(eq(staffUsers.id, staffUserId)).for("update");
  // Read again behind the lock: an admin demoted by a colleague a moment ago acts as what it is now.
  const actor = await loadActor(tx, actorId);
  if (!holds(actor, "manageUsers")) throw forbiddenToManage();
  if (!organisation || !target || target.organisationId !== organisation.id) {
    throw new PortalError(
      "CONFLICT",
      "This user changed while you were working. Refresh the list and try again.",
    );
  }
  if (!canManageStaffUser(actor, target)) throw new PortalError("NOT_FOUND", NOT_IN_REACH);
  return { actor, target, organisation };
}

export function forbiddenToManage(): PortalError {
  return new PortalError("FORBIDDEN", "Only an administrator of this organisation can manage its users.");
}

/**
 * docs/design.md §4: refuses a change that would leave the organisation without an active admin. Call it
 * after `lockManagedUser`, in the same transaction.
 */
export async function keepAnAdmin(
  tx: Executor,
  change: { actor: LoadedActor; target: StaffUserRow; organisation: OrganisationRow; after: StaffStanding },
): Promise<void> {
  const adminRole = ORGANISATION_ADMIN_ROLE[change.organisation.kind];
  const [counted] = await tx
    .select({ admins: sql<number>`count(*)::int` })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.organisationId, change.organisation.id),
        eq(staffUsers.role, adminRole),
        eq(staffUsers.status, "active"),
      ),
    );
  const refused = leavesOrganisationWithoutAdmin({
    organisationKind: change.organisation.kind,
    before: change.target,
    after: change.after,
    activeAdmins: counted?.admins ?? 0,
  });
  if (!refused) return;
  const who = change.actor.id === change.target.id ? "You are" : `${displayName(change.target)} is`;
  throw new PortalError(
    "CONFLICT",
    `${who} the only administrator of ${change.organisation.name}. Make someone else an administrator first.`,
  );
}

export function displayName(user: { firstName: string; lastName: string; email: string }): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email;
}

/** The audit record of a portal action by a staff member (docs/design.md §5): never a sensitive value. */
export function auditStaffAction(
  ctx: StaffRequest,
  action: string,
  subjectId: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  return recordAudit(ctx.db, {
    actor: `staff:${ctx.actor.id}`,
    action,
    subject: `staff:${subjectId}`,
    details,
    address: ctx.address,
  });
}
