import { debtsPaidAtClosing } from "@/domain/closing/funds-summary";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import type { ApplicationContext } from "../application/application-context";
import { disbursementFunds, summaryFor } from "./disbursement-funds";
import {
  afterDisbursement,
  assertAtDisbursement,
  instructionOf,
  maskedInstruction,
} from "./disbursement-instruction";

/**
 * disbursement.get: the funds summary (a HELOC's at the suggested first draw, with the draw's
 * limits and the debts paid at closing, so the screen works the summary out again as the draw
 * changes, with the same domain rule) and, once saved, the instruction masked.
 */
export async function disbursementView(ctx: ApplicationContext) {
  const { deps, application } = ctx;
  const saved = await instructionOf(deps.db, application.id);
  if (!saved) assertAtDisbursement(application);
  const funds = await disbursementFunds(deps, deps.db, application);
  const heloc =
    funds.product === "heloc"
      ? {
          line: funds.heloc.line,
          originationFee: funds.heloc.originationFee,
          leastDraw: funds.limits.leastDraw,
          suggestedDraw: funds.suggestedDraw,
          payoffs: debtsPaidAtClosing(funds.heloc.debts).map((d) => ({
            creditor: d.creditor,
            balance: d.balance,
          })),
        }
      : null;
  const { borrower } = application.answers as PrequalAnswers;
  return {
    product: funds.product,
    // The account is most often the applicant's own: the name starts as theirs, to correct if not.
    suggestedAccountHolder: [borrower?.firstName, borrower?.lastName].filter(Boolean).join(" "),
    heloc,
    fundsSummary: summaryFor(funds, undefined),
    instruction: saved ? maskedInstruction(saved) : null,
    next: afterDisbursement().next,
  };
}
