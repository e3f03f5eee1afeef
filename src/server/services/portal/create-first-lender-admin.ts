import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { emailInput } from "@/domain/format/inputs";
import { recordAudit } from "@/server/audit/record-audit";
import { newInvitationToken, STAFF_INVITATION_LIFETIME_HOURS } from "@/server/auth/invitation-tokens";
import type { Database } from "@/server/db/client";
import { organisations, staffInvitations, staffUsers } from "@/server/db/schema";

// Any number unique to this purpose: two commands at once make one lender organisation.
const LENDER_ADMIN_LOCK = 7_316_089;

export type FirstLenderAdmin =
  | {
      created: true;
      email: string;
      organisation: { id: string; name: string; made: boolean };
      acceptUrl: string;
      expiresAt: Date;
    }
  | { created: false; reason: string };

/**
 * `npm run portal -- create-lender-admin --email …` (issue 22 item 6, decision 090): a live
 * deployment's first lender administrator. Makes the lender's organisation when there is none and
 * invites the person with a one-time link (72 hours) that the operator hands over: they choose
 * their password and set up their authenticator as every invited user does. Refused when the
 * lender already has an administrator (active or invited), unless `another` says that is meant,
 * and when the address is already someone's portal account.
 */
export async function createFirstLenderAdmin(
  db: Database,
  input: { email: string; another: boolean; lenderName: string; siteUrl: string; now: Date },
): Promise<FirstLenderAdmin> {
  const email = emailInput.safeParse(input.email);
  if (!email.success)
    return { created: false, reason: email.error.issues[0]?.message ?? "Enter an e-mail address." };
  const { token, tokenHash } = newInvitationToken();
  const now = input.now;
  const expiresAt = new Date(now.getTime() + STAFF_INVITATION_LIFETIME_HOURS * 60 * 60_000);
  const done = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LENDER_ADMIN_LOCK})`);
    const [existingLender] = await tx
      .select()
      .from(organisations)
      .where(eq(organisations.kind, "lender"))
      .limit(1);
    if (existingLender && !input.another) {
      const [admin] = await tx
        .select({ email: staffUsers.email })
        .from(staffUsers)
        .where(
          and(
            eq(staffUsers.organisationId, existingLender.id),
            eq(staffUsers.role, "lenderAdmin"),
            inArray(staffUsers.status, ["active", "invited"]),
          ),
        )
        .limit(1);
      if (admin)
        return {
          created: false as const,
          reason: `The lender already has an administrator (${admin.email}), who invites colleagues from the portal. Add --another to make one more from here.`,
        };
    }
    const [holder] = await tx
      .select()
      .from(staffUsers)
      .where(sql`lower(${staffUsers.email}) = ${email.data}`)
      .for("update");
    if (holder && holder.status !== "deactivated")
      return {
        created: false as const,
        reason: `${email.data} already has a portal account. Use another address, or switch that account off first.`,
      };
    const lender =
      existingLender ??
      (await tx.insert(organisations).values({ name: input.lenderName, kind: "lender" }).returning())[0];
    if (!lender) throw new Error("The lender's organisation was not written");
    const person = {
      organisationId: lender.id,
      role: "lenderAdmin" as const,
      nmlsId: null,
      teamId: null,
      status: "invited" as const,
      firstName: "",
      lastName: "",
      passwordHash: null,
      passwordChangedAt: null,
      totpSecretEncrypted: null,
      totpEnrolledAt: null,
      totpLastUsedStep: null,
      recoveryCodeHashes: [],
    };
    const [user] = holder
      ? await tx.update(staffUsers).set(person).where(eq(staffUsers.id, holder.id)).returning()
      : await tx
          .insert(staffUsers)
          .values({ ...person, email: email.data })
          .returning();
    if (!user) throw new Error("The lender administrator was not written");
    await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.email, email.data), isNull(staffInvitations.acceptedAt)));
    // Nobody in the portal invited the first administrator: the invitation names them as its maker.
    await tx.insert(staffInvitations).values({
      organisationId: lender.id,
      email: email.data,
      role: "lenderAdmin",
      tokenHash,
      invitedBy: user.id,
      expiresAt,
      createdAt: now,
    });
    await recordAudit(tx, {
      actor: "system:command",
      action: "portal.lenderAdmin.created",
      subject: `staff:${user.id}`,
      details: { organisationId: lender.id, organisationCreated: !existingLender, another: input.another },
    });
    return {
      created: true as const,
      email: email.data,
      organisation: { id: lender.id, name: lender.name, made: !existingLender },
    };
  });
  if (!done.created) return done;
  return { ...done, acceptUrl: `${input.siteUrl}/portal/accept-invitation#token=${token}`, expiresAt };
}
