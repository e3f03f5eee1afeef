import { and, eq, isNull } from "drizzle-orm";
import { invitingApplication } from "@/domain/closing/coborrower-invitation";
import { COBORROWER_PATH } from "@/domain/closing/coborrower-steps";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { newInvitationToken } from "@/server/auth/invitation-tokens";
import { applicationCoborrowers, applications } from "@/server/db/schema";
import type { JobPayloads } from "@/server/jobs/job-queue";
import { coborrowerInvitationMessage } from "@/server/mail-messages/coborrower-invitation";
import type { MailConditionDependencies } from "@/server/services/documents/mail-condition";

/** The sign-in page, which opens the invitation `token` names once the person is in (decision 068). */
export const invitationSignInPath = (token: string) =>
  `/app/login?callbackUrl=${encodeURIComponent(`${COBORROWER_PATH}?invitation=${token}`)}`;

/**
 * The `coborrower.invite` job (decisions 044, 068): a new single-use token for this application's
 * invitation (only its hash is kept), the message with its link to the address the invitation
 * names, then `mailed_at` once. A retry before the message went out makes a new token (the old one
 * was never sent); after, it sends nothing; an invitation replaced by another address meanwhile is
 * the newer job's to send. Throwing lets the queue retry.
 */
export function mailCoborrowerInvitationHandler(deps: MailConditionDependencies) {
  return async ({ applicationId }: JobPayloads["coborrower.invite"]): Promise<void> => {
    const [row] = await deps.db
      .select({ link: applicationCoborrowers, answers: applications.answers })
      .from(applicationCoborrowers)
      .innerJoin(applications, eq(applications.id, applicationCoborrowers.applicationId))
      .where(eq(applicationCoborrowers.applicationId, applicationId));
    if (!row || row.link.mailedAt || row.link.acceptedAt) return;
    const { token, tokenHash } = newInvitationToken();
    const stillThisInvitation = and(
      eq(applicationCoborrowers.id, row.link.id),
      eq(applicationCoborrowers.invitedAt, row.link.invitedAt),
      isNull(applicationCoborrowers.mailedAt),
    );
    const tokened = await deps.db
      .update(applicationCoborrowers)
      .set({ tokenHash })
      .where(stillThisInvitation)
      .returning({ id: applicationCoborrowers.id });
    if (tokened.length === 0) return;
    const answers = row.answers as PrequalAnswers;
    const { borrowerName, propertyAddress } = invitingApplication(answers);
    await deps.mail.send(
      coborrowerInvitationMessage({
        to: row.link.email,
        borrowerName: borrowerName || "Someone",
        propertyAddress,
        lenderName: deps.lender.legalName,
        lenderPhone: deps.lender.phone,
        signInUrl: `${deps.siteUrl}${invitationSignInPath(token)}`,
      }),
    );
    await deps.db.transaction(async (tx) => {
      const marked = await tx
        .update(applicationCoborrowers)
        .set({ mailedAt: deps.now() })
        .where(and(stillThisInvitation, eq(applicationCoborrowers.tokenHash, tokenHash)))
        .returning({ id: applicationCoborrowers.id });
      if (marked.length === 0) return;
      await deps.audit(tx, {
        actor: "system",
        action: "coborrower.invitationMailed",
        subject: `application:${applicationId}`,
        details: { email: row.link.email },
      });
    });
  };
}
