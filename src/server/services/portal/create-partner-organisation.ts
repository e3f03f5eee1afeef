import { sql } from "drizzle-orm";
import type { CreateOrganisation } from "@/domain/portal/portal-inputs";
import { holds } from "@/domain/portal/portal-roles";
import { recordAudit } from "@/server/audit/record-audit";
import { organisations } from "@/server/db/schema";
import { inviteStaffUser } from "./invite-staff-user";
import type { StaffRequest } from "./portal-context";
import { PortalError } from "./portal-error";
import { loadActor } from "./staff-access";

// Any number unique to this purpose: two administrators creating one name at once take turns.
const ORGANISATION_NAME_LOCK = 7_316_088;

export const ORGANISATIONS_REFUSED = "Only a lender administrator can create partner organisations.";

/**
 * portal.createOrganisation (issue 22 item 6, decision 088): a lender administrator makes a partner
 * organisation and invites its first administrator exactly as an invitation is sent from the users
 * page (a one-time link, 72 hours). A name already taken (in any case) is refused: two partners of
 * one name could not be told apart in the pipeline's filter.
 */
export async function createPartnerOrganisation(ctx: StaffRequest, input: CreateOrganisation) {
  const organisation = await ctx.db.transaction(async (tx) => {
    if (!holds(await loadActor(tx, ctx.actor.id), "manageOrganisations"))
      throw new PortalError("FORBIDDEN", ORGANISATIONS_REFUSED);
    await tx.execute(sql`select pg_advisory_xact_lock(${ORGANISATION_NAME_LOCK})`);
    const [taken] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(sql`lower(${organisations.name}) = lower(${input.name})`)
      .limit(1);
    if (taken)
      throw new PortalError(
        "CONFLICT",
        `An organisation named ${input.name} exists already. Choose another name, or invite people to that one.`,
      );
    const [made] = await tx
      .insert(organisations)
      .values({ name: input.name, kind: "partner" })
      .returning({ id: organisations.id, name: organisations.name });
    if (!made) throw new Error("The organisation was not written");
    return made;
  });
  await recordAudit(ctx.db, {
    actor: `staff:${ctx.actor.id}`,
    action: "portal.organisation.created",
    subject: `organisation:${organisation.id}`,
    details: { name: organisation.name },
    address: ctx.address,
  });
  const invited = await inviteStaffUser(ctx, {
    email: input.adminEmail,
    role: "admin",
    organisationId: organisation.id,
  });
  return { organisation, admin: invited.user, expiresAt: invited.expiresAt };
}
