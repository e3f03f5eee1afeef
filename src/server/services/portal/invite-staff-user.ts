import { and, eq, isNull, sql } from "drizzle-orm";
import type { InviteStaffUser } from "@/domain/portal/portal-inputs";
import {
  canAssignRole,
  canManageUsersOf,
  holds,
  isLenderRole,
  nmlsIdFor,
  type PortalActor,
} from "@/domain/portal/portal-roles";
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
import { pendingSummary, type StaffUserSummary, summaryOf } from "./staff-user-summary";

/** What is cleared when someone starts over from an invitation: they choose everything again. */
const freshStart = () => ({
  status: "invited" as const,
  passwordHash: null,
  passwordChangedAt: null,
  totpSecretEncrypted: null,
  totpEnrolledAt: null,
  totpLastUsedStep: null,
  recoveryCodeHashes: [] as string[],
  teamId: null,
});

/**
 * docs/design.md §4: an admin invites a colleague by e-mail with a one-time link, valid 72 hours. The
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
    refuseActiveHere(existing, organisation.id);
    const invitation = {
      organisationId: organisation.id,
      email: input.email,
      role: input.role,
      tokenHash,
      invitedBy: actor.id,
      expiresAt,
      createdAt: now,
    };
    if (existing && belongsElsewhere(existing, organisation.id, actor.role)) {
      // Answered as any invitation is (decision 071): the admin must not learn that the address is
      // another organisation's user. Nothing of theirs changes; the link mailed to the address
      // owner is refused at acceptance, telling them (who own the address) why.
      const [kept] = await tx.insert(staffInvitations).values(invitation).returning();
      if (!kept) throw new Error("The invitation was not written");
      const user = pendingSummary(kept);
      return { user, subjectId: existing.id, actor, organisation, previous: undefined, elsewhere: true };
    }
    const values = {
      ...freshStart(),
      organisationId: organisation.id,
      role: input.role,
      nmlsId: nmlsIdFor(input.role, input.nmlsId, null),
    };
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
    await tx.insert(staffInvitations).values(invitation);
    return {
      user: summaryOf(user),
      subjectId: user.id,
      actor,
      organisation,
      previous: existing,
      elsewhere: false,
    };
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
  await auditStaffAction(ctx, "portal.user.invited", invited.subjectId, {
    organisationId: invited.organisation.id,
    role: input.role,
    ...(invited.elsewhere ? { emailBelongsElsewhere: true } : {}),
    invitedAgain: invited.previous?.organisationId === invited.organisation.id,
    ...(invited.previous && invited.previous.organisationId !== invited.organisation.id
      ? { movedFromOrganisationId: invited.previous.organisationId }
      : {}),
  });
  return { user: invited.user, expiresAt };
}

function assertMayInvite(actor: PortalActor, organisationId: string) {
  if (!holds(actor, "manageUsers")) throw forbiddenToManage();
  if (!canManageUsersOf(actor, organisationId)) {
    throw new PortalError("FORBIDDEN", "You can only invite people to your own organisation.");
  }
}

/** Someone already active here needs no invitation: the admin sees them in the list anyway. */
function refuseActiveHere(existing: StaffUserRow | undefined, organisationId: string) {
  if (existing?.organisationId === organisationId && existing.status === "active") {
    throw new PortalError(
      "CONFLICT",
      "This person already uses the portal in your organisation. Change their role in the list instead.",
    );
  }
}

/**
 * One e-mail, one portal user: someone active or invited in another organisation (or the lender's
 * administrator, for a partner's admin) stays theirs. A switched-off user of another organisation
 * (a person who changed employer) starts over here with nothing kept but the e-mail.
 */
function belongsElsewhere(existing: StaffUserRow, organisationId: string, actorRole: PortalActor["role"]) {
  if (existing.organisationId === organisationId) return false;
  const lenderStaff = isLenderRole(existing.role) && actorRole !== "lenderAdmin";
  return existing.status !== "deactivated" || lenderStaff;
}
