import { invitingApplication } from "@/domain/closing/coborrower-invitation";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import type { SignerContext } from "./closing-application";
import { coborrowerStepsOf } from "./coborrower-progress";

/**
 * coborrowerSigning.overview: what the coborrower's own page needs first (decisions 044, 068):
 * whose application it is (the borrower's full name and the home, so it can't be taken for another
 * one), the product, and their steps still to do. Nothing else of the borrower's: no income,
 * accounts, SSN or answers.
 */
export async function coborrowerOverview(ctx: SignerContext) {
  return {
    ...invitingApplication(ctx.application.answers as PrequalAnswers),
    product: ctx.application.product,
    stepsLeft: await coborrowerStepsOf(ctx.deps.db, ctx.application.id),
  };
}
