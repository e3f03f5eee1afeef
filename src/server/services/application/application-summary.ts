import {
  type ApplicationFacts,
  applicationStep,
  firstUnsavedPlace,
  stepPath,
} from "@/domain/application/application-steps";
import { debtConsolidationSummary } from "@/domain/application/debt-consolidation-summary";
import type { Declarations } from "@/domain/application/declarations";
import { declarationsSummary } from "@/domain/application/declarations-summary";
import { declarationsThatApply } from "@/domain/application/later-answers";
import {
  type DebtConsolidationAnswers,
  liabilitiesAfterDecisions,
} from "@/domain/application/liability-decisions";
import { loanSummary } from "@/domain/application/loan-summary";
import type { PersonalInfoRecord } from "@/domain/application/personal-info";
import { personalInfoSummary } from "@/domain/application/personal-info-summary";
import {
  assembleSummary,
  type SavedSection,
  type SummaryGroupWithEdit,
} from "@/domain/application/summary-assembly";
import type { SummaryRegistry } from "@/domain/application/summary-group";
import { SUMMARY_OF } from "@/domain/application/summary-registry";
import type { CreditReport } from "@/domain/debts/credit-report";
import { answersOf } from "@/server/services/prequal/application-store";
import { resultOfCall } from "@/server/services/prequal/outside-calls";
import { currentOfferRow } from "@/server/services/prequal/price-application";
import type { QuoteSummary } from "@/server/services/prequal/quote-summary";
import { type ApplicationContext, applicationFacts } from "./application-context";
import { identityOnFile } from "./identity-on-file";
import { rentalPropertiesOf } from "./rental-properties";
import { isSavedIn } from "./save-application-step";
import { openSectionSensitive, readSections, type StoredSection } from "./section-store";

export interface ApplicationSummary {
  groups: SummaryGroupWithEdit[];
  /** The title of the first screen still to do, or null when every screen is saved. */
  unfinished: { title: string; path: string } | null;
  completedAt: Date | null;
}

/** The first place not saved yet, if any but the summary. */
export function unfinishedPlace(facts: ApplicationFacts, sections: readonly StoredSection[]) {
  const first = firstUnsavedPlace(facts, isSavedIn(sections, facts));
  if (first.step === "summary") return null;
  return { title: applicationStep(first.step).title, path: stepPath(first.step, first.who) };
}

/**
 * The registry for this application: the domain's summarisers, plus step 1 with the date of birth
 * opened from where it is sealed, debt consolidation with the decisions applied to the report,
 * declarations as they apply to the loan step 2 describes, and other income with the properties
 * rent comes from (a rental income names its property; one without it is left out).
 */
async function summaryInputs(
  ctx: ApplicationContext,
  sections: readonly StoredSection[],
  facts: ApplicationFacts,
) {
  const needsReport = sections.some((s) => s.section === "debtConsolidation");
  const report = needsReport
    ? await resultOfCall<CreditReport>(ctx.deps, ctx.application.creditCallId)
    : null;
  const properties = sections.some((s) => s.section === "otherIncome") ? await rentalPropertiesOf(ctx) : [];
  const saved: SavedSection[] = sections.map((stored) => {
    if (stored.section === "personalInfo" && stored.who !== "application") {
      const sensitive = openSectionSensitive(ctx.deps.fieldKey, ctx.application.id, stored);
      const { dateOfBirth } = identityOnFile(ctx, stored.who, sensitive);
      return { ...stored, data: { info: stored.data, dateOfBirth } };
    }
    if (stored.section === "debtConsolidation" && report)
      return { ...stored, data: { report, saved: stored.data } };
    if (stored.section === "otherIncome") return { ...stored, data: { income: stored.data, properties } };
    return stored;
  });
  const registry: SummaryRegistry = {
    ...SUMMARY_OF,
    personalInfo: ({ info, dateOfBirth }: { info: PersonalInfoRecord; dateOfBirth?: string }) =>
      personalInfoSummary(info, { dateOfBirth }),
    // Inside the summariser, so answers it cannot read show as "need to be checked", not a failure.
    debtConsolidation: ({
      report,
      saved,
    }: {
      report: CreditReport;
      saved: { answers: DebtConsolidationAnswers };
    }) => debtConsolidationSummary(liabilitiesAfterDecisions(report, saved.answers)),
    // A seller answer given before the loan became a refinance is kept but not summarised.
    declarations: (declarations: Declarations) =>
      declarationsSummary(declarationsThatApply(declarations, facts)),
  };
  return { saved, registry };
}

/** The accepted loan as priced now, at the head of the summary: what the applicant is applying for. */
async function loanGroup(ctx: ApplicationContext): Promise<SummaryGroupWithEdit[]> {
  const offer = await currentOfferRow(ctx.deps, ctx.application);
  const quote = offer?.eligible ? (offer.summary as unknown as QuoteSummary) : null;
  if (!quote) return [];
  const place = { step: "summary" as const, who: "application" as const, editPath: null };
  if (quote.product === "heloc") {
    const firstDraw = answersOf(ctx.application).chosenDraw ?? null;
    return [{ ...place, ...loanSummary({ ...quote, firstDraw }) }];
  }
  const [first] = quote.offers;
  return first ? [{ ...place, ...loanSummary({ product: "mortgage", ...first }) }] : [];
}

/**
 * The application summary (spec §2 application-summary): every saved section with a summariser,
 * grouped and ordered as on Form 1003, each with the path of the step that edits it. A borrower's
 * section of a coborrower no longer on the application is left out.
 */
export async function applicationSummary(ctx: ApplicationContext): Promise<ApplicationSummary> {
  const sections = await readSections(ctx.deps.db, ctx.application.id);
  const facts = applicationFacts(ctx.application, sections);
  const { saved, registry } = await summaryInputs(ctx, sections, facts);
  return {
    groups: [...(await loanGroup(ctx)), ...assembleSummary(saved, { facts, registry })],
    unfinished: unfinishedPlace(facts, sections),
    completedAt: ctx.application.applicationCompletedAt ?? null,
  };
}
