import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { INVITATION_PENDING_ELSEWHERE } from "@/domain/closing/coborrower-invitation";
import type { CoborrowerInviteInput } from "@/domain/closing/coborrower-steps";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import type { Database } from "@/server/db/client";
import { applicationCoborrowers, applications } from "@/server/db/schema";
import type { ApplicationContext } from "../application/application-context";
import { ApplicationError, NO_COBORROWER } from "../application/application-error";
import { signerAccount, takenAt } from "./closing-application";
import { coborrowerConsented, coborrowerStepsOf } from "./coborrower-progress";

export const COBORROWER_EMAIL_NEEDED =
  "Type your coborrower’s e-mail address: they sign and verify their identity on their own account.";
export const COBORROWER_EMAIL_IS_YOURS =
  "Your coborrower signs with their own e-mail address. Type theirs, not yours.";
export const COBORROWER_ALREADY_BEGAN =
  "Your coborrower has already begun signing on their own account, so their address can’t change now. Contact us if it must.";

/**
 * Another application's invitation to this address still waiting for an answer (decision 068): the
 * second borrower is refused, so the invited person never has two to tell apart.
 */
async function pendingElsewhere(tx: Database, email: string, applicationId: string) {
  // Two borrowers inviting one address at once: the second waits for the first's commit.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coborrower:${email.toLowerCase()}`}))`);
  const [other] = await tx
    .select({ id: applicationCoborrowers.id })
    .from(applicationCoborrowers)
    .innerJoin(applications, eq(applications.id, applicationCoborrowers.applicationId))
    .where(
      and(
        sql`lower(${applicationCoborrowers.email}) = ${email.toLowerCase()}`,
        isNull(applicationCoborrowers.acceptedAt),
        ne(applicationCoborrowers.applicationId, applicationId),
        isNull(applications.declinedAt),
      ),
    )
    .limit(1);
  return Boolean(other);
}

/**
 * coborrower.invite (decisions 044, 068): the coborrower is invited to their own e-mail address (the
 * one on file, or the one the borrower types) to sign and verify on their own account. No account
 * is made or linked here: the message's job puts a single-use token for this application in the
 * link, and the person accepts it signed in with that address, giving their own name if they
 * create the account then. The same address again sends nothing new; another address replaces the
 * invitation (and an acceptance) until the coborrower has consented; an address another borrower's
 * invitation still waits on is refused.
 */
export async function inviteCoborrower(ctx: ApplicationContext, input: CoborrowerInviteInput) {
  takenAt(ctx);
  const { deps, application } = ctx;
  const answers = application.answers as PrequalAnswers;
  if (!answers.withCoborrower) throw new ApplicationError("BAD_REQUEST", NO_COBORROWER);
  const email = input.email ?? answers.coborrower?.email;
  if (!email) throw new ApplicationError("BAD_REQUEST", COBORROWER_EMAIL_NEEDED, "email");
  const borrowerAccount = await signerAccount(deps.db, application.applicantId);
  if (borrowerAccount?.email.toLowerCase() === email.toLowerCase())
    throw new ApplicationError("BAD_REQUEST", COBORROWER_EMAIL_IS_YOURS, "email");
  if (input.email) {
    // A typed address is mailed, like a waitlist's: nobody e-mails other people's addresses in bulk.
    const verdict = await deps.rateLimits.waitlistJoinAllowed(`coborrower-invite:${application.id}`);
    if (!verdict.ok) throw new ApplicationError("TOO_MANY_REQUESTS", verdict.message);
  }
  const now = deps.now();
  const invited = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ answers: applications.answers })
      .from(applications)
      .where(eq(applications.id, application.id))
      .for("update");
    const [link] = await tx
      .select()
      .from(applicationCoborrowers)
      .where(eq(applicationCoborrowers.applicationId, application.id));
    if (link && link.email.toLowerCase() === email.toLowerCase()) return false;
    if (link && (await coborrowerConsented(tx, application.id)))
      throw new ApplicationError("BAD_REQUEST", COBORROWER_ALREADY_BEGAN, "email");
    if (await pendingElsewhere(tx, email, application.id))
      throw new ApplicationError("BAD_REQUEST", INVITATION_PENDING_ELSEWHERE, "email");
    const current = (locked?.answers ?? answers) as PrequalAnswers;
    const invitation = {
      email,
      invitedAt: now,
      mailedAt: null,
      tokenHash: null,
      applicantId: null,
      acceptedAt: null,
    };
    if (link)
      await tx.update(applicationCoborrowers).set(invitation).where(eq(applicationCoborrowers.id, link.id));
    else await tx.insert(applicationCoborrowers).values({ applicationId: application.id, ...invitation });
    // The address on file follows the invitation: the coborrower's e-mailed conditions go there too.
    await tx
      .update(applications)
      .set({ answers: { ...current, coborrower: { ...current.coborrower, email } }, updatedAt: now })
      .where(eq(applications.id, application.id));
    await deps.audit(tx, {
      actor: ctx.actor,
      action: "coborrower.invited",
      subject: `application:${application.id}`,
      details: { replaced: Boolean(link) },
      address: ctx.address,
    });
    return true;
  });
  if (invited)
    await deps.jobs.send(
      "coborrower.invite",
      { applicationId: application.id },
      { singletonKey: `coborrower.invite:${application.id}:${now.getTime()}` },
    );
  return coborrowerInvitation(ctx);
}

/**
 * coborrower.invitation: to the borrower, whom the coborrower invitation went to, when, and what
 * the coborrower still has to do on their own account. Null without a coborrower.
 */
export async function coborrowerInvitation(ctx: ApplicationContext) {
  const { deps, application } = ctx;
  const answers = application.answers as PrequalAnswers;
  if (!answers.withCoborrower) return null;
  const [link] = await deps.db
    .select()
    .from(applicationCoborrowers)
    .where(eq(applicationCoborrowers.applicationId, application.id));
  return {
    name: `${answers.coborrower?.firstName ?? ""} ${answers.coborrower?.lastName ?? ""}`.trim(),
    email: link?.email ?? answers.coborrower?.email ?? null,
    invitedAt: link?.invitedAt ?? null,
    stepsLeft: await coborrowerStepsOf(deps.db, application.id),
  };
}
