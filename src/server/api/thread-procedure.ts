import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { coborrowerContext } from "@/server/services/closing/coborrower-caller";
import { findCallerApplication } from "@/server/services/prequal/application-store";
import { applicationRefusals } from "./application-procedure";
import { applicantProcedure } from "./procedures";
import { refuse } from "./trpc";

const NO_THREAD =
  "Messages open once you have accepted an offer, or joined an application as its coborrower.";

/**
 * A signed-in applicant in their application's message thread (decision 098): the borrower of
 * their own application (its offer accepted, not declined), or else the coborrower of the one whose
 * invitation they accepted. No call names an application, so nobody reaches another's thread.
 */
export const threadProcedure = applicantProcedure.use(applicationRefusals).use(async ({ ctx, next }) => {
  const deps = await ctx.prequal();
  const caller = { applicantId: ctx.applicant.id, actor: ctx.auditActor, address: ctx.address };
  const own = await findCallerApplication(deps.db, caller);
  const borrowing = own && !own.declinedAt && (own.answers as PrequalAnswers).offerAccepted ? own : null;
  const coborrowing = borrowing ? null : await coborrowerContext(deps, caller);
  const application = borrowing ?? coborrowing?.application;
  if (!application) throw refuse("FORBIDDEN", NO_THREAD);
  return next({
    ctx: {
      thread: {
        deps,
        applicationId: application.id,
        applicantId: ctx.applicant.id,
        author: borrowing ? ("borrower" as const) : ("coborrower" as const),
        actor: ctx.auditActor,
        address: ctx.address,
      },
    },
  });
});
