import { and, eq, isNull, sql } from "drizzle-orm";
import type { InviteStaffUser } from "@/domain/portal/portal-inputs";
import { canAssignRole, canManageUsersOf, holds, type PortalActor } from "@/domain/portal/portal-roles";
import { newInvitationToken, STAFF_INVITATION_LIFETIME_HOURS } from "@/server/auth/invitation-tokens";
import { organisations, staffInvitations, staffUsers } from "@/server/db/schema";
import { staffInvitationMessage } from "@/server/mail-messages/staff-invitation";
import type { StaffRequest } from "./portal-context";
import { PortalError } from "./portal-error";
import {
  auditStaffAction,
  displayName,
  forbiddenToManage,
  loadActor,
  type StaffUserRow,
} from "./staff-access";
import { type StaffUserSummary, summaryOf } from "./staff-user-summary";

/** What is cleared when someone starts over from an invitation: they choose everything again. */
const freshStart = () => ({
  status: "invited" as const,
  passwordHash: null,
  passwordChangedAt: null,
  totpSecretEncrypted: null,
  totpEnrolledAt: null,
  totpLastUsedStep: null,
  recoveryCodeHashes: [] as string[],
});

/**
 * DESIGN.md §4: an admin invites a colleague by e-mail with a one-time link, valid 72 hours. The
 * token travels in the link's fragment (`#token=`), which browsers never send to a server, so it
 * stays out of logs and Referer headers. Inviting again replaces the earlier link.
 */
export async function inviteStaffUser(
  ctx: StaffRequest,
  input: InviteStaffUser,
): Promise<{ user: StaffUserSummary; expiresAt: Date }> {
  const { token, tokenHash } = newInvitationToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + STAFF_INVITATION_LIFETIME_HOURS * 60 * 60_000);
  const invited = await ctx.db.transaction(async (tx) => {
    assertMayInvite(await loadActor(tx, ctx.actor.id), input.organisationId);
    const [organisation] = await tx
      .select()
      .from(organisations)
      .where(eq(organisations.id, input.organisationId))
      .for("update");
    // Read again behind the organisation's lock, as every user change does.
    const actor = await loadActor(tx, ctx.actor.id);
    assertMayInvite(actor, input.organisationId);
    if (!organisation) {
      throw new PortalError(
        "NOT_FOUND",
        "We could not find that organisation. Refresh the page and try again.",
      );
    }
    if (!canAssignRole(actor, input.role, organisation.kind)) {
      throw new PortalError("BAD_REQUEST", "Choose one of the roles offered for this organisation.");
    }
    const [existing] = await tx
      .select()
      .from(staffUsers)
      .where(sql`lower(${staffUsers.email}) = ${input.email}`)
      .for("update");
    refuseTakenEmail(existing, organisation.id, actor.role);
    const values = { ...freshStart(), organisationId: organisation.id, role: input.role };
    const [user] = existing
      ? await tx.update(staffUsers).set(values).where(eq(staffUsers.id, existing.id)).returning()
      : await tx
          .insert(staffUsers)
          .values({ ...values, email: input.email, firstName: "", lastName: "" })
          .returning();
    if (!user) throw new Error("The invited staff user was not written");
    // Only the newest link works: an earlier one, perhaps mailed to a wrong address, stops at once.
    await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.email, input.email), isNull(staffInvitations.acceptedAt)));
    await tx.insert(staffInvitations).values({
      organisationId: organisation.id,
      email: input.email,
      role: input.role,
      tokenHash,
      invitedBy: actor.id,
      expiresAt,
      createdAt: now,
    });
    return { user, actor, organisation, previous: existing };
  });
  await ctx.mail.send(
    staffInvitationMessage({
      to: input.email,
      organisationName: invited.organisation.name,
      invitedBy: displayName({ ...invited.actor, email: "your administrator" }),
      role: input.role,
      acceptUrl: `${ctx.siteUrl}/portal/accept-invitation#token=${token}`,
    }),
  );
  await auditStaffAction(ctx, "portal.user.invited", invited.user.id, {
    organisationId: invited.organisation.id,
    role: input.role,
    invitedAgain: invited.previous?.organisationId === invited.organisation.id,
    ...(invited.previous && invited.previous.organisationId !== invited.organisation.id
      ? { movedFromOrganisationId: invited.previous.organisationId }
      : {}),
  });
  return { user: summaryOf(invited.user), expiresAt };
}

function assertMayInvite(actor: PortalActor, organisationId: string) {
  if (!holds(actor, "manageUsers")) throw forbiddenToManage();
  if (!canManageUsersOf(actor, organisationId)) {
    throw new PortalError("FORBIDDEN", "You can only invite people to your own organisation.");
  }
}

/**
 * One e-mail, one portal user. Someone already active here needs no invitation; someone active or
 * invited elsewhere belongs to that organisation. A switched-off user of another organisation (a
 * person who changed employer) starts over here with nothing kept but the e-mail.
 */
function refuseTakenEmail(existing: StaffUserRow | undefined, organisationId: string, actorRole: string) {
  if (!existing) return;
  if (existing.organisationId === organisationId) {
    if (existing.status === "active") {
      throw new PortalError(
        "CONFLICT",
        "This person already uses the portal in your organisation. Change their role in the list instead.",
      );
    }
    return;
  }
  const lenderStaff = existing.role === "lenderAdmin" && actorRole !== "lenderAdmin";
  if (existing.status !== "deactivated" || lenderStaff) {
    throw new PortalError(
      "CONFLICT",
      "This e-mail belongs to a portal user of another organisation. Invite them with another e-mail address, or ask that organisation to switch their access off first.",
    );
  }
}
