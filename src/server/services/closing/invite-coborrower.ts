import { eq } from "drizzle-orm";
import type { CoborrowerInviteInput } from "@/domain/closing/coborrower-steps";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import type { Database } from "@/server/db/client";
import { applicants, applicationCoborrowers, applications } from "@/server/db/schema";
import { findApplicantByEmail } from "../accounts/find-applicant";
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

/** The coborrower's account for this address: the existing one, or a new one to sign in to with codes. */
async function accountFor(tx: Database, email: string, coborrower: PrequalAnswers["coborrower"], now: Date) {
  // The unique index on lower(email) decides: a sign-up racing this one makes one account.
  const [created] = await tx
    .insert(applicants)
    .values({
      email,
      firstName: coborrower?.firstName ?? "",
      lastName: coborrower?.lastName ?? "",
      phone: coborrower?.phone ?? "",
      passwordHash: null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: applicants.id });
  if (created) return created.id;
  const existing = await findApplicantByEmail(tx, email);
  if (!existing) throw new Error("the coborrower's account was neither created nor found");
  return existing.id;
}

/**
 * coborrower.invite (decision 044): the coborrower is invited to sign in with their own e-mail
 * address (the one on file, or the one the borrower types) and to sign and verify there. The
 * account of that address is linked to the application as its coborrower (created, without a
 * password, when there is none: they sign in with an e-mailed code); the message goes out through
 * the `coborrower.invite` job after the commit. The same address again sends nothing new; another
 * address replaces the link until the coborrower has consented.
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
    const current = (locked?.answers ?? answers) as PrequalAnswers;
    const applicantId = await accountFor(tx, email, current.coborrower, now);
    if (link)
      await tx
        .update(applicationCoborrowers)
        .set({ applicantId, email, invitedAt: now, mailedAt: null })
        .where(eq(applicationCoborrowers.id, link.id));
    else
      await tx
        .insert(applicationCoborrowers)
        .values({ applicationId: application.id, applicantId, email, invitedAt: now });
    // The address on file follows the invitation: the coborrower's e-mailed conditions go there too.
    await tx
      .update(applications)
      .set({ answers: { ...current, coborrower: { ...current.coborrower, email } }, updatedAt: now })
      .where(eq(applications.id, application.id));
    await deps.audit(tx, {
      actor: ctx.actor,
      action: "coborrower.invited",
      subject: `application:${application.id}`,
      details: { coborrowerApplicantId: applicantId, replaced: Boolean(link) },
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
