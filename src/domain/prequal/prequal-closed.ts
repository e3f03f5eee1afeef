import type { PrequalAnswers } from "./prequal-answers";

export const OFFER_ACCEPTED =
  "You have accepted your offer. Changes now go through your application, where you can correct anything.";

/**
 * Issue 19 (decision 067): accepting the offer closes prequalification. From then on no
 * prequalification call changes the application (who the borrower is, their income, the home, the
 * draw): the application's own screens and the lender's staff do. The old flow's last screen (mcr)
 * is the one prequalification step that follows the offer.
 */
export function prequalClosedTo(answers: PrequalAnswers, step: string | undefined): boolean {
  return answers.offerAccepted === true && step !== "mcr";
}
