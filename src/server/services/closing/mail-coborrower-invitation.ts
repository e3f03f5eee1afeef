import { and, eq, isNull } from "drizzle-orm";
import { COBORROWER_PATH } from "@/domain/closing/coborrower-steps";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { applicationCoborrowers, applications } from "@/server/db/schema";
import type { JobPayloads } from "@/server/jobs/job-queue";
import { coborrowerInvitationMessage } from "@/server/mail-messages/coborrower-invitation";
import type { MailConditionDependencies } from "@/server/services/documents/mail-condition";

/** The sign-in page, which sends the coborrower to their own steps once they are in. */
export const COBORROWER_SIGN_IN_PATH = `/app/login?callbackUrl=${encodeURIComponent(COBORROWER_PATH)}`;

/**
 * The `coborrower.invite` job (decision 044): the invitation to the address the link names, then
 * `mailed_at` once. A retry after the message went out sends nothing; an invitation replaced by
 * another address meanwhile is the newer job's to send. Throwing lets the queue retry.
 */
export function mailCoborrowerInvitationHandler(deps: MailConditionDependencies) {
  return async ({ applicationId }: JobPayloads["coborrower.invite"]): Promise<void> => {
    const [row] = await deps.db
      .select({ link: applicationCoborrowers, answers: applications.answers })
      .from(applicationCoborrowers)
      .innerJoin(applications, eq(applications.id, applicationCoborrowers.applicationId))
      .where(eq(applicationCoborrowers.applicationId, applicationId));
    if (!row || row.link.mailedAt) return;
    const answers = row.answers as PrequalAnswers;
    const borrowerName = `${answers.borrower?.firstName ?? ""} ${answers.borrower?.lastName ?? ""}`.trim();
    await deps.mail.send(
      coborrowerInvitationMessage({
        to: row.link.email,
        firstName: answers.coborrower?.firstName ?? "",
        borrowerName: borrowerName || "Someone",
        lenderName: deps.lender.legalName,
        lenderPhone: deps.lender.phone,
        signInUrl: `${deps.siteUrl}${COBORROWER_SIGN_IN_PATH}`,
      }),
    );
    await deps.db.transaction(async (tx) => {
      const marked = await tx
        .update(applicationCoborrowers)
        .set({ mailedAt: deps.now() })
        .where(
          and(
            eq(applicationCoborrowers.id, row.link.id),
            eq(applicationCoborrowers.invitedAt, row.link.invitedAt),
            isNull(applicationCoborrowers.mailedAt),
          ),
        )
        .returning({ id: applicationCoborrowers.id });
      if (marked.length === 0) return;
      await deps.audit(tx, {
        actor: "system",
        action: "coborrower.invitationMailed",
        subject: `application:${applicationId}`,
        details: { coborrowerApplicantId: row.link.applicantId },
      });
    });
  };
}
