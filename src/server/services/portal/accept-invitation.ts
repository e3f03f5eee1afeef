import { eq, sql } from "drizzle-orm";
import type { AcceptInvitation } from "@/domain/portal/portal-inputs";
import { recordAudit } from "@/server/audit/record-audit";
import { invitationTokenHash } from "@/server/auth/invitation-tokens";
import { checkNewPassword } from "@/server/auth/password-policy";
import { hashPassword } from "@/server/auth/passwords";
import { staffInvitations, staffUsers } from "@/server/db/schema";
import type { PortalRequest } from "./portal-context";
import { PortalError } from "./portal-error";

const ASK_AGAIN = "Ask the administrator who invited you to send a new invitation.";

/**
 * The invitee chooses a password and gives their name; the account becomes active. The link works
 * once, for 72 hours, and only while it is the newest one sent to that e-mail. The authenticator
 * app is set up at the first sign-in, which follows.
 */
export async function acceptInvitation(
  ctx: PortalRequest,
  input: AcceptInvitation,
): Promise<{ staffUserId: string; email: string }> {
  const password = checkNewPassword(input.password);
  if (!password.ok) throw new PortalError("BAD_REQUEST", password.reason);
  const passwordHash = await hashPassword(password.value);
  const now = ctx.now();
  const accepted = await ctx.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.tokenHash, invitationTokenHash(input.token)))
      .for("update");
    if (!invitation) {
      throw new PortalError(
        "BAD_REQUEST",
        `This invitation link does not work, or a newer one replaced it. ${ASK_AGAIN}`,
      );
    }
    if (invitation.acceptedAt) {
      throw new PortalError(
        "BAD_REQUEST",
        "This invitation has been used already. Sign in with the e-mail and password you chose.",
      );
    }
    if (invitation.expiresAt <= now) {
      throw new PortalError(
        "BAD_REQUEST",
        `This invitation expired 72 hours after it was sent. ${ASK_AGAIN}`,
      );
    }
    const [user] = await tx
      .select()
      .from(staffUsers)
      .where(sql`lower(${staffUsers.email}) = ${invitation.email}`)
      .for("update");
    if (user && user.organisationId !== invitation.organisationId && user.status !== "deactivated") {
      // Told to the one who holds the address (decision 071), never to the admin who invited it.
      throw new PortalError(
        "BAD_REQUEST",
        "This e-mail address already uses the portal with another organisation. Ask that organisation to switch your access off, then ask for a new invitation.",
      );
    }
    if (user?.status !== "invited" || user.organisationId !== invitation.organisationId) {
      throw new PortalError("BAD_REQUEST", `This invitation has been withdrawn. ${ASK_AGAIN}`);
    }
    await tx
      .update(staffUsers)
      .set({
        status: "active",
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        passwordChangedAt: now,
      })
      .where(eq(staffUsers.id, user.id));
    await tx.update(staffInvitations).set({ acceptedAt: now }).where(eq(staffInvitations.id, invitation.id));
    return user;
  });
  await recordAudit(ctx.db, {
    actor: `staff:${accepted.id}`,
    action: "portal.invitation.accepted",
    subject: `staff:${accepted.id}`,
    details: { organisationId: accepted.organisationId, role: accepted.role },
    address: ctx.address,
  });
  return { staffUserId: accepted.id, email: accepted.email };
}
