import { and, eq, isNull } from "drizzle-orm";
import type { Mail } from "@/domain/ports/mail";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { applicants, applications, conditions } from "@/server/db/schema";
import type { JobPayloads } from "@/server/jobs/job-queue";
import { conditionFormMessage } from "@/server/mail-messages/condition-form";
import { conditionFormPdf } from "@/server/notices/condition-form-pdf";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";

export type MailConditionDependencies = Pick<PrequalDependencies, "db" | "now" | "audit" | "lender"> & {
  mail: Mail;
  /** The site's public address, for the upload link (SITE_URL). */
  siteUrl: string;
};

/** Whom the condition asks, with where to write: the account's e-mail, or the coborrower's own. */
async function recipientOf(deps: MailConditionDependencies, condition: typeof conditions.$inferSelect) {
  const [row] = await deps.db
    .select({
      answers: applications.answers,
      email: applicants.email,
      firstName: applicants.firstName,
      lastName: applicants.lastName,
    })
    .from(applications)
    .leftJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(eq(applications.id, condition.applicationId));
  if (!row) return null;
  const coborrower = (row.answers as PrequalAnswers).coborrower;
  if (condition.borrower === "coborrower")
    return coborrower?.email
      ? {
          email: coborrower.email,
          firstName: coborrower.firstName ?? "",
          lastName: coborrower.lastName ?? "",
        }
      : null;
  return row.email
    ? { email: row.email, firstName: row.firstName ?? "", lastName: row.lastName ?? "" }
    : null;
}

/**
 * The `condition.mail` job (spec §9 e-mail conditions): the message with its PDF form goes to the
 * borrower the condition asks, through the Mail port, and `mailed_at` is set once. A retry after
 * the message went out and was recorded sends nothing; a condition cleared or waived meanwhile is
 * not mailed. Throwing (the mail server refused) lets the queue retry with backoff.
 */
export function mailConditionHandler(deps: MailConditionDependencies) {
  return async ({ conditionId }: JobPayloads["condition.mail"]): Promise<void> => {
    const [condition] = await deps.db.select().from(conditions).where(eq(conditions.id, conditionId));
    if (condition?.kind !== "email" || condition.mailedAt || condition.status !== "open") return;
    const to = await recipientOf(deps, condition);
    if (!to) throw new Error(`condition ${conditionId}: the borrower it asks has no e-mail address on file`);
    const uploadUrl = `${deps.siteUrl}/app/upload`;
    const issuedAt = deps.now();
    const form = await conditionFormPdf(
      {
        reference: condition.id,
        code: condition.code,
        text: condition.text,
        borrowerName: `${to.firstName} ${to.lastName}`.trim(),
        issuedAt,
        uploadUrl,
      },
      deps.lender,
    );
    await deps.mail.send(
      conditionFormMessage({
        to: to.email,
        firstName: to.firstName,
        conditionText: condition.text,
        lenderName: deps.lender.legalName,
        lenderPhone: deps.lender.phone,
        lenderEmail: deps.lender.email,
        uploadUrl,
        form: { filename: `condition-${condition.code}-form.pdf`, content: form },
      }),
    );
    await deps.db.transaction(async (tx) => {
      const marked = await tx
        .update(conditions)
        .set({ mailedAt: issuedAt })
        .where(and(eq(conditions.id, conditionId), isNull(conditions.mailedAt)))
        .returning({ id: conditions.id });
      if (marked.length === 0) return;
      await deps.audit(tx, {
        actor: "system",
        action: "condition.mailed",
        subject: `application:${condition.applicationId}`,
        details: { conditionId, code: condition.code },
      });
    });
  };
}
