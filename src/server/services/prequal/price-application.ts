import { and, desc, eq } from "drizzle-orm";
import type { CreditReport } from "@/domain/debts/credit-report";
import { homeLiens } from "@/domain/debts/home-liens";
import { payoffMonthlyPayments, payoffTotal } from "@/domain/debts/liability";
import type { ValuationResult } from "@/domain/ports/automated-valuation";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { type HelocPricingInput, priceHeloc } from "@/domain/pricing/heloc-offer";
import { type MortgagePricingInput, priceMortgage } from "@/domain/pricing/mortgage-offer";
import { representativeScore } from "@/domain/pricing/representative-score";
import { offers } from "@/server/db/schema";
import { type ApplicationRow, answersOf, type PrequalCaller, saveProgress } from "./application-store";
import { reportLiabilities, reportMortgages } from "./credit-report-view";
import { declineApplication } from "./decline-application";
import { resultOfCall } from "./outside-calls";
import type { PrequalDependencies } from "./prequal-dependencies";
import { quoteSummary } from "./quote-summary";
import { currentRateSheet } from "./rate-sheet-store";

const MONTHS_FOR_LATE_PAYMENT = 12;

/** A mortgage payment 30 or more days late within the last 12 months of the pull (docs/design.md §4). */
function latePaymentWithinYear(report: CreditReport | null): boolean {
  if (!report) return false;
  const pulled = new Date(`${report.pulledOn}T00:00:00Z`);
  const since = new Date(pulled);
  since.setUTCMonth(since.getUTCMonth() - MONTHS_FOR_LATE_PAYMENT);
  return [...report.mortgages, ...report.propertyOwnership.flatMap((p) => p.mortgages)].some((m) => {
    if ((m.latePaymentDays ?? 0) < 30 || !m.latePaymentDate) return false;
    const late = new Date(m.latePaymentDate);
    return late >= since && late <= pulled;
  });
}

export type PricingFacts = {
  answers: PrequalAnswers;
  report: CreditReport | null;
  coborrowerReport: CreditReport | null;
  valuation: ValuationResult | null;
};

/**
 * Each borrower's bureau scores from the reports: a joint report holds both, a coborrower pulled on
 * their own has a report of their own. Empty without the borrower's report (no credit file).
 */
export function scoresByBorrower(
  report: CreditReport | null,
  coborrowerReport: CreditReport | null,
): number[][] {
  if (!report) return [];
  const scores = [report, coborrowerReport].flatMap((r) => r?.scores ?? []);
  const byPerson = (who: "borrower" | "coborrower") =>
    scores.filter((s) => s.borrower === who).map((s) => s.score);
  const coScores = coborrowerReport ? coborrowerReport.scores.map((s) => s.score) : byPerson("coborrower");
  return [byPerson("borrower"), ...(coScores.length ? [coScores] : [])].filter((s) => s.length);
}

/** What pricing is told, from the answers and the reports: the same inputs give the same offer. */
export function pricingInputs(facts: PricingFacts) {
  const { answers, report, coborrowerReport, valuation } = facts;
  const reports = [report, coborrowerReport].filter((r): r is CreditReport => r !== null);
  const byBorrower = scoresByBorrower(report, coborrowerReport);
  const coScores = coborrowerReport
    ? coborrowerReport.scores.map((s) => s.score)
    : (report?.scores ?? []).filter((s) => s.borrower === "coborrower").map((s) => s.score);
  const creditScore = report ? representativeScore(byBorrower) : null;
  const mortgages = reportMortgages(report, answers.address);
  const liens = homeLiens(report, answers.address, answers.selectedMortgageIds).total;
  const liabilities = reportLiabilities(report);
  const payoffIds = new Set(answers.payoffLiabilityIds ?? []);
  const paidOff = liabilities.filter((l) => payoffIds.has(l.id));
  const payoffDebts = paidOff.map((l) => ({ ...l, confirmed: true }));
  const payoff = payoffTotal(payoffDebts);
  // A coborrower pulled on their own brings their debts too (a joint report already holds them).
  const coborrowerDebts = reportLiabilities(coborrowerReport);
  const reportedMonthly = [...liabilities, ...mortgages, ...coborrowerDebts].reduce(
    (sum, d) => sum + (d.monthlyPayment ?? 0),
    0,
  );
  // The application's debt-consolidation step, once saved, says what is paid off, added and left out.
  const consolidated = answers.debtConsolidation;
  const monthlyDebtPayments = Math.max(0, reportedMonthly + (consolidated?.monthlyDebtAdjustment ?? 0));
  // No income counts without the credit check of the person who earns it.
  const coborrowerChecked = answers.withCoborrower === true && coScores.length > 0;
  const income =
    (answers.borrower?.annualIncome ?? 0) + (coborrowerChecked ? (answers.coborrower?.annualIncome ?? 0) : 0);
  return {
    propertyUse: answers.propertyUse ?? "primaryResidence",
    applicantEstimate: answers.estimatedValue ?? null,
    valuation: valuation?.value ?? null,
    liens,
    creditScore,
    monthlyIncome: income > 0 ? Math.round(income / 12) : null,
    monthlyDebtPayments,
    latePaymentInLast12Months: reports.some(latePaymentWithinYear),
    payoffTotal: consolidated?.payoffTotal ?? payoff,
    payoffMonthlyPayments: consolidated?.payoffMonthlyPayments ?? payoffMonthlyPayments(payoffDebts),
  };
}

export type PricedApplication = { row: ApplicationRow; declinedTo?: string };

/**
 * Prices the application on the current rate sheet and records the offer with its inputs and the
 * sheet's version (so it can be derived again); an ineligible result declines with its notice.
 */
export async function priceApplication(
  deps: PrequalDependencies,
  row: ApplicationRow,
  caller: PrequalCaller,
): Promise<PricedApplication> {
  const answers = answersOf(row);
  const facts: PricingFacts = {
    answers,
    report: await resultOfCall<CreditReport>(deps, row.creditCallId),
    coborrowerReport: await resultOfCall<CreditReport>(deps, row.coborrowerCreditCallId),
    valuation: await resultOfCall<ValuationResult>(deps, row.valuationCallId),
  };
  const base = pricingInputs(facts);
  const { version, sheet } = await currentRateSheet(deps.db);
  const inputs =
    row.product === "mortgage" ? mortgageInputs(answers, base) : (base satisfies HelocPricingInput);
  const outcome =
    row.product === "mortgage"
      ? priceMortgage(inputs as MortgagePricingInput, sheet)
      : priceHeloc(inputs as HelocPricingInput, sheet);
  const [offer] = await deps.db
    .insert(offers)
    .values({
      applicationId: row.id,
      rateSheetVersion: version,
      product: row.product,
      eligible: outcome.eligible,
      inputs: inputs as unknown as Record<string, unknown>,
      outcome: outcome as unknown as Record<string, unknown>,
      summary: (quoteSummary(outcome) ?? {}) as unknown as Record<string, unknown>,
      createdAt: deps.now(),
    })
    .returning({ id: offers.id });
  const saved = await saveProgress(deps.db, row, { currentOfferId: offer?.id ?? null, now: deps.now() });
  if (outcome.eligible) return { row: saved };
  const scoreUsed =
    base.creditScore !== null && facts.report ? scoreDisclosure(facts.report, base.creditScore) : undefined;
  return {
    row: saved,
    declinedTo: await declineApplication(deps, saved, caller, { reasons: outcome.reasons, scoreUsed }),
  };
}

export function mortgageInputs(
  answers: PrequalAnswers,
  base: ReturnType<typeof pricingInputs>,
): MortgagePricingInput {
  const values = [base.applicantEstimate, base.valuation].filter((v): v is number => v !== null);
  const common = {
    propertyValue: values.length ? Math.min(...values) : 0,
    creditScore: base.creditScore,
    propertyUse: base.propertyUse,
    latePaymentInLast12Months: base.latePaymentInLast12Months,
  };
  if (answers.mortgagePurpose === "purchase")
    return {
      ...common,
      purpose: "purchase",
      purchasePrice: answers.purchasePrice ?? 0,
      downPayment: answers.downPayment ?? 0,
    };
  if (answers.mortgagePurpose === "cashOut")
    return { ...common, purpose: "cashOut", liens: base.liens, cashOutAmount: answers.cashOutAmount ?? 0 };
  return { ...common, purpose: "rateTerm", liens: base.liens };
}

/** Reg B's credit score disclosure for a notice that used `score` from `report`. */
export function scoreDisclosure(report: CreditReport, score: number) {
  const used = report.scores.find((s) => s.score === score) ?? report.scores[0];
  return {
    score,
    rangeLow: 300,
    rangeHigh: 850,
    bureau: report.bureau.name,
    bureauAddress: [
      report.bureau.address.line1,
      report.bureau.address.city,
      report.bureau.address.state,
      report.bureau.address.zip,
    ].join(", "),
    bureauPhone: report.bureau.phone,
    scoredAt: new Date(`${report.pulledOn}T00:00:00Z`),
    keyFactors: used?.keyFactors ?? [],
  };
}

/** The application's current offer as recorded (the last pricing), or undefined before the first. */
export async function currentOfferRow(deps: Pick<PrequalDependencies, "db">, row: ApplicationRow) {
  if (!row.currentOfferId) return undefined;
  const [offer] = await deps.db
    .select()
    .from(offers)
    .where(and(eq(offers.id, row.currentOfferId), eq(offers.applicationId, row.id)))
    .orderBy(desc(offers.createdAt))
    .limit(1);
  return offer;
}
