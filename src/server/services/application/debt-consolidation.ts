import { isDeepStrictEqual } from "node:util";
import { eq } from "drizzle-orm";
import {
  type DebtConsolidationAnswers,
  debtConsolidationPricing,
  decisionProblems,
  initialDecisions,
  liabilitiesAfterDecisions,
} from "@/domain/application/liability-decisions";
import { reportDebtsOnScreen } from "@/domain/application/report-debts";
import type { CreditReport } from "@/domain/debts/credit-report";
import { formatMoney } from "@/domain/format/money";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { applications } from "@/server/db/schema";
import { answersOf, saveProgress } from "@/server/services/prequal/application-store";
import { resultOfCall } from "@/server/services/prequal/outside-calls";
import { priceApplication } from "@/server/services/prequal/price-application";
import type { ApplicationContext } from "./application-context";
import { applicationFacts } from "./application-context";
import { ApplicationError } from "./application-error";
import { type OfferFigures, offerFigures } from "./offer-figures";
import { saveApplicationStep } from "./save-application-step";
import { readSection, readSections } from "./section-store";

/** Debt consolidation is decided once for the whole application (decision 028). */
const OWNER = "application" as const;

type DebtConsolidationData = { answers: DebtConsolidationAnswers };

const reportOf = (ctx: ApplicationContext) =>
  resultOfCall<CreditReport>(ctx.deps, ctx.application.creditCallId);

const sectionOf = (ctx: ApplicationContext) =>
  readSection<DebtConsolidationData>(
    ctx.deps.db,
    ctx.deps.fieldKey,
    ctx.application.id,
    "debtConsolidation",
    OWNER,
  );

async function hasCoborrower(ctx: ApplicationContext) {
  const sections = await readSections(ctx.deps.db, ctx.application.id);
  return applicationFacts(ctx.application, sections).hasCoborrower;
}

/**
 * application.debtConsolidation.get: the report's debts once each, the decisions saved (or, the
 * first time, prequal's payoffs), and the offer as priced now.
 */
export async function debtConsolidationView(ctx: ApplicationContext) {
  const [report, section, coborrower] = await Promise.all([
    reportOf(ctx),
    sectionOf(ctx),
    hasCoborrower(ctx),
  ]);
  const prequal = answersOf(ctx.application);
  const answers = section.data?.answers ?? initialDecisions(report, prequal.payoffLiabilityIds ?? []);
  const payoff = debtConsolidationPricing(liabilitiesAfterDecisions(report, answers)).payoffTotal;
  return {
    version: section.version,
    hasCoborrower: coborrower,
    debts: reportDebtsOnScreen(report, prequal.address, prequal.selectedMortgageIds),
    answers,
    offer: await offerFigures(ctx.deps, ctx.application, payoff),
  };
}

function offerNotice(offer: OfferFigures): string {
  if (offer.cashLeft === null)
    return `Your offer was updated: ${formatMoney(offer.payoffTotal)} of debts paid off at closing.`;
  return `Your offer was updated: a ${formatMoney(offer.line)} line, ${formatMoney(offer.payoffTotal)} paying off debts, ${formatMoney(offer.cashLeft)} left for you.`;
}

/**
 * application.debtConsolidation.save: checked against the report, saved in order and against the
 * loaded version, then the offer is priced again on the decisions (decision 028). A decline on the
 * new facts sends the applicant to its ineligible screen.
 */
export async function saveDebtConsolidation(
  ctx: ApplicationContext,
  input: { version: number; answers: DebtConsolidationAnswers },
): Promise<{ version: number; next: string; notices: string[]; offer: OfferFigures | null }> {
  const report = await reportOf(ctx);
  const [problem] = decisionProblems(report, input.answers, await hasCoborrower(ctx));
  if (problem)
    throw new ApplicationError("BAD_REQUEST", problem.message, ["answers", ...problem.path].join("."));
  const liabilities = liabilitiesAfterDecisions(report, input.answers);
  const pricing = debtConsolidationPricing(liabilities);
  const saved = await saveApplicationStep(
    ctx,
    { step: "debtConsolidation", who: OWNER, version: input.version, data: { answers: input.answers } },
    (tx) => priceAgainIfPayoffsChanged({ ...ctx, deps: { ...ctx.deps, db: tx } }, liabilities, pricing),
  );
  const priced = saved.followUp;
  if (priced?.declinedTo) return { ...saved, next: priced.declinedTo, offer: null };
  const [before, offer] = await Promise.all([
    offerFigures(ctx.deps, ctx.application, pricing.payoffTotal),
    offerFigures(ctx.deps, priced?.row ?? ctx.application, pricing.payoffTotal),
  ]);
  // Said only when a figure the applicant saw moved: a new pricing with the same numbers is news to nobody.
  const changed = priced && offer && !isDeepStrictEqual(before, offer);
  const notices = changed ? [...saved.notices, offerNotice(offer)] : saved.notices;
  return { version: saved.version, next: saved.next, notices, offer };
}

/**
 * The offer priced again on the decided debts (decision 028), in the step's transaction, only when
 * what is paid off changed: the same decisions saved twice price nothing twice.
 */
async function priceAgainIfPayoffsChanged(
  ctx: ApplicationContext,
  liabilities: ReturnType<typeof liabilitiesAfterDecisions>,
  pricing: ReturnType<typeof debtConsolidationPricing>,
) {
  const [row] = await ctx.deps.db.select().from(applications).where(eq(applications.id, ctx.application.id));
  if (!row) throw new ApplicationError("NOT_FOUND", "We couldn’t find your application.");
  const payoffLiabilityIds = liabilities
    .filter((l) => l.toBePaidOff && l.id.startsWith("l"))
    .map((l) => l.id);
  const before = answersOf(row);
  // Compared as values: the stored answers come back from JSONB with their keys reordered.
  const unchanged =
    isDeepStrictEqual(before.debtConsolidation ?? null, pricing) &&
    isDeepStrictEqual([...(before.payoffLiabilityIds ?? [])].sort(), [...payoffLiabilityIds].sort());
  if (unchanged) return null;
  const answers: PrequalAnswers = { ...before, payoffLiabilityIds, debtConsolidation: pricing };
  const updated = await saveProgress(ctx.deps.db, row, { answers, now: ctx.deps.now() });
  const priced = await priceApplication(ctx.deps, updated, {
    applicantId: row.applicantId ?? undefined,
    actor: ctx.actor,
    address: ctx.address,
  });
  await ctx.deps.audit(ctx.deps.db, {
    actor: ctx.actor,
    action: "application.offerRepriced",
    subject: `application:${row.id}`,
    details: { offerId: priced.row.currentOfferId, declined: Boolean(priced.declinedTo) },
    address: ctx.address,
  });
  return priced;
}
