import {
  type DebtConsolidationAnswers,
  initialDecisions,
  liabilitiesAfterDecisions,
} from "@/domain/application/liability-decisions";
import type { DrawLimits } from "@/domain/closing/disbursement-input";
import {
  type FundsSummary,
  type HelocFunds,
  helocDrawLimits,
  helocFundsSummary,
  mortgageFundsSummary,
} from "@/domain/closing/funds-summary";
import type { CreditReport } from "@/domain/debts/credit-report";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import type { HelocPricing } from "@/domain/pricing/heloc-offer";
import type { MortgagePricing, MortgagePurposeInput } from "@/domain/pricing/mortgage-offer";
import type { Database } from "@/server/db/client";
import type { ApplicationRow } from "@/server/services/prequal/application-store";
import { resultOfCall } from "@/server/services/prequal/outside-calls";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";
import { currentOfferRow } from "@/server/services/prequal/price-application";
import { ApplicationError } from "../application/application-error";
import { readSection } from "../application/section-store";

const NO_OFFER = "We couldn’t find the offer you accepted. Contact us and we’ll prepare your closing funds.";

/** What the disbursement step works from: the funds and, for a HELOC, the first draw's limits. */
export type DisbursementFunds =
  | { product: "heloc"; heloc: HelocFunds; limits: DrawLimits; suggestedDraw: number }
  | { product: "mortgage"; summary: FundsSummary };

/** The debts as debt consolidation decided them, or prequal's payoffs while that step is unsaved. */
async function decidedDebts(deps: Pick<PrequalDependencies, "fieldKey">, db: Database, row: ApplicationRow) {
  const report = await resultOfCall<CreditReport>({ db, fieldKey: deps.fieldKey }, row.creditCallId);
  const section = await readSection<{ answers: DebtConsolidationAnswers }>(
    db,
    deps.fieldKey,
    row.id,
    "debtConsolidation",
    "application",
  );
  const answers =
    section.data?.answers ??
    initialDecisions(report, (row.answers as PrequalAnswers).payoffLiabilityIds ?? []);
  return liabilitiesAfterDecisions(report, answers);
}

/**
 * The funds of the accepted offer as priced now (decisions 021, 028): a HELOC's line, fee and the
 * debts chosen for payoff; a mortgage's first offer (the one its Loan Estimate shows, decision 038)
 * with the purpose it was priced for.
 */
export async function disbursementFunds(
  deps: Pick<PrequalDependencies, "fieldKey">,
  db: Database,
  row: ApplicationRow,
): Promise<DisbursementFunds> {
  const offer = await currentOfferRow({ db }, row);
  if (!offer?.eligible) throw new ApplicationError("NOT_FOUND", NO_OFFER);
  if (offer.product === "mortgage") {
    const [first] = (offer.outcome as unknown as Extract<MortgagePricing, { eligible: true }>).offers;
    if (!first) throw new ApplicationError("NOT_FOUND", NO_OFFER);
    const purpose = offer.inputs as unknown as MortgagePurposeInput;
    return {
      product: "mortgage",
      summary: mortgageFundsSummary({
        loanAmount: first.loanAmount.value,
        originationFee: first.originationFee.value,
        purpose,
      }),
    };
  }
  const { offer: heloc } = offer.outcome as unknown as Extract<HelocPricing, { eligible: true }>;
  const funds: HelocFunds = {
    line: heloc.line.value,
    originationFee: heloc.originationFee.value,
    debts: await decidedDebts(deps, db, row),
  };
  const limits = helocDrawLimits(funds);
  const chosen = (row.answers as PrequalAnswers).chosenDraw ?? limits.line;
  const suggestedDraw = Math.min(limits.line, Math.max(limits.leastDraw, chosen));
  return { product: "heloc", heloc: funds, limits, suggestedDraw };
}

/** The summary for a draw (a HELOC) or the mortgage's closing funds. */
export function summaryFor(funds: DisbursementFunds, firstDraw: number | undefined): FundsSummary {
  if (funds.product === "mortgage") return funds.summary;
  return helocFundsSummary(funds.heloc, firstDraw ?? funds.suggestedDraw);
}
