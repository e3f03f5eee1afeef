import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import type { SignerContext } from "./closing-application";
import { coborrowerStepsOf } from "./coborrower-progress";

/**
 * coborrowerSigning.overview: what the coborrower's own page needs first (decision 044): whose
 * application it is (the borrower's first name only), the product, and their steps still to do.
 * Nothing else of the borrower's: no income, accounts, SSN or answers.
 */
export async function coborrowerOverview(ctx: SignerContext) {
  const answers = ctx.application.answers as PrequalAnswers;
  return {
    borrowerFirstName: answers.borrower?.firstName ?? "",
    product: ctx.application.product,
    stepsLeft: await coborrowerStepsOf(ctx.deps.db, ctx.application.id),
  };
}
