import { eq } from "drizzle-orm";
import { closingStepAfter } from "@/domain/application/closing-steps";
import { missingSentence } from "@/domain/documents/checklist";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import { applications } from "@/server/db/schema";
import type { ApplicationContext } from "@/server/services/application/application-context";
import { APPLICATION_DECLINED, ApplicationError } from "@/server/services/application/application-error";
import { changeStatus } from "@/server/services/application/change-status";
import { checklistOf } from "./documents-checklist";

const order = (status: string | null) => statusOrder(status ?? "") ?? 0;

/**
 * documents.complete, the income-documents step's Continue: refused, naming what is missing,
 * until every required line is in (decision 035's counting); then the status moves on to the next
 * closing step whose screen exists (spec §4: loanDisbursement), with an audit record, or stays
 * while none does (`next` null: the screen says what happens next). Pressed again, or once the
 * application is further on, it answers where to go and changes nothing. The row is locked, so two
 * presses cannot both move it.
 */
export async function completeDocuments(ctx: ApplicationContext): Promise<{ next: string | null }> {
  const { deps, application } = ctx;
  const { status: after, next } = closingStepAfter("incomeDocs");
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, application.id))
      .for("update");
    if (!locked) throw new ApplicationError("NOT_FOUND", "We couldn’t find your application.");
    if (locked.declinedAt) throw new ApplicationError("FORBIDDEN", APPLICATION_DECLINED);
    if (after && order(locked.applicationStatus) >= order(after)) return { next };
    if (!locked.applicationCompletedAt)
      throw new ApplicationError("BAD_REQUEST", "Submit your application on its summary first.");
    if (order(locked.applicationStatus) < order("incomeDocs"))
      throw new ApplicationError("BAD_REQUEST", "Sign your disclosures first.");
    const { groups, complete, headings } = await checklistOf({ deps, application: locked }, tx);
    if (!complete) {
      const sentence = missingSentence(groups, headings) ?? "Upload the documents on your checklist first.";
      throw new ApplicationError("BAD_REQUEST", sentence);
    }
    if (after) await changeStatus(ctx, tx, { from: locked.applicationStatus, to: after, now: deps.now() });
    return { next };
  });
}
