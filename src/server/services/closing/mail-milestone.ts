import { and, eq, isNull } from "drizzle-orm";
import { OUTCOME_WORDS } from "@/domain/decisions/submission-tracker";
import { applicants, applications, decisions } from "@/server/db/schema";
import type { JobPayloads } from "@/server/jobs/job-queue";
import { milestoneMessage } from "@/server/mail-messages/milestone";
import { isCurrentDecision } from "@/server/services/decisions/current-decision";
import type { MailConditionDependencies } from "@/server/services/documents/mail-condition";

export const TRACKER_PATH = "/app/application/submitted";

/**
 * The `milestone.mail` job (decision 043): once the decision is made, the applicant is told in plain
 * words with the tracker's link, and `milestone_mailed_at` is set on the decision. It tells of the
 * current decision: a person's decision replacing the automated one is mailed in its turn (decision 091). A retry after the
 * message went out and was recorded sends nothing. Throwing (no address, the mail server refused)
 * lets the queue retry with backoff.
 */
export function mailMilestoneHandler(deps: MailConditionDependencies) {
  return async ({ applicationId }: JobPayloads["milestone.mail"]): Promise<void> => {
    const [row] = await deps.db
      .select({
        decisionId: decisions.id,
        outcome: decisions.outcome,
        mailedAt: decisions.milestoneMailedAt,
        email: applicants.email,
        firstName: applicants.firstName,
      })
      .from(decisions)
      .innerJoin(applications, eq(applications.id, decisions.applicationId))
      .leftJoin(applicants, eq(applicants.id, applications.applicantId))
      .where(and(eq(decisions.applicationId, applicationId), isCurrentDecision));
    if (!row || row.mailedAt) return;
    if (!row.email)
      throw new Error(`application ${applicationId}: the applicant has no e-mail address on file`);
    const words = OUTCOME_WORDS[row.outcome];
    await deps.mail.send(
      milestoneMessage({
        to: row.email,
        firstName: row.firstName ?? "",
        headline: words.headline,
        next: words.next,
        lenderName: deps.lender.legalName,
        lenderPhone: deps.lender.phone,
        lenderEmail: deps.lender.email,
        trackerUrl: `${deps.siteUrl}${TRACKER_PATH}`,
      }),
    );
    await deps.db.transaction(async (tx) => {
      const marked = await tx
        .update(decisions)
        .set({ milestoneMailedAt: deps.now() })
        .where(and(eq(decisions.id, row.decisionId), isNull(decisions.milestoneMailedAt)))
        .returning({ id: decisions.id });
      if (marked.length === 0) return;
      await deps.audit(tx, {
        actor: "system",
        action: "milestone.mailed",
        subject: `application:${applicationId}`,
        details: { decisionId: row.decisionId, milestone: "decision", outcome: row.outcome },
      });
    });
  };
}
