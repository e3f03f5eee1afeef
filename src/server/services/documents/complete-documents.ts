import { eq } from "drizzle-orm";
import { missingSentence } from "@/domain/documents/checklist";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import { screenForStatus } from "@/domain/funnel/screen-for-status";
import { applications } from "@/server/db/schema";
import type { ApplicationContext } from "@/server/services/application/application-context";
import { APPLICATION_DECLINED, ApplicationError } from "@/server/services/application/application-error";
import { changeStatus } from "@/server/services/application/change-status";
import { checklistOf } from "./documents-checklist";

/** Spec §4: the step after the income documents. */
export const STATUS_AFTER_DOCUMENTS = "loanDisbursement";

const order = (status: string | null) => statusOrder(status ?? "") ?? 0;

/**
 * documents.complete, the income-documents step's Continue: refused, naming what is missing,
 * until every required line is in (decision 035's counting); then the status moves from
 * incomeDocs to loanDisbursement with an audit record. Pressed again, or once the application is
 * further on, it answers where to go and changes nothing. The row is locked, so two presses
 * cannot both move it.
 */
export async function completeDocuments(ctx: ApplicationContext): Promise<{ next: string }> {
  const { deps, application } = ctx;
  const next = screenForStatus(STATUS_AFTER_DOCUMENTS);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, application.id))
      .for("update");
    if (!locked) throw new ApplicationError("NOT_FOUND", "We couldn’t find your application.");
    if (locked.declinedAt) throw new ApplicationError("FORBIDDEN", APPLICATION_DECLINED);
    if (order(locked.applicationStatus) >= order(STATUS_AFTER_DOCUMENTS)) return { next };
    if (!locked.applicationCompletedAt)
      throw new ApplicationError("BAD_REQUEST", "Submit your application on its summary first.");
    const { groups, complete, headings } = await checklistOf({ deps, application: locked }, tx);
    if (!complete) {
      const sentence = missingSentence(groups, headings) ?? "Upload the documents on your checklist first.";
      throw new ApplicationError("BAD_REQUEST", sentence);
    }
    await changeStatus(ctx, tx, {
      from: locked.applicationStatus,
      to: STATUS_AFTER_DOCUMENTS,
      now: deps.now(),
    });
    return { next };
  });
}
