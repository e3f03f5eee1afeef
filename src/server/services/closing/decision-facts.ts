import type { Who } from "@/domain/application/application-steps";
import type { Declarations } from "@/domain/application/declarations";
import { liabilitiesAfterDecisions } from "@/domain/application/liability-decisions";
import { monthsOfStay } from "@/domain/application/residence-inputs";
import type { CreditReport } from "@/domain/debts/credit-report";
import { homeLiens } from "@/domain/debts/home-liens";
import type { DecisionInput, DecisionLoan } from "@/domain/decisions/automated-decision";
import type { BorrowerFacts } from "@/domain/decisions/decision-rules";
import type { DocumentBorrower } from "@/domain/documents/document-application";
import {
  type DocumentSources,
  documentApplicationFromSections,
} from "@/domain/documents/document-application-from-sections";
import type { ValuationResult } from "@/domain/ports/automated-valuation";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import type { HelocPricing } from "@/domain/pricing/heloc-offer";
import type { Database } from "@/server/db/client";
import type { ApplicationRow } from "@/server/services/prequal/application-store";
import { resultOfCall } from "@/server/services/prequal/outside-calls";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";
import {
  currentOfferRow,
  mortgageInputs,
  pricingInputs,
  scoresByBorrower,
} from "@/server/services/prequal/price-application";
import { rateSheetVersion } from "@/server/services/prequal/rate-sheet-store";
import { ApplicationError } from "../application/application-error";
import type { StoredSection } from "../application/section-store";
import { documentSources } from "../documents/document-sources";
import { coborrowerStepsOf } from "./coborrower-progress";

type Residence = { years?: unknown; months?: unknown } | undefined;
type PersonalData = { currentResidence?: Residence; formerResidence?: Residence };

const NO_OFFER = "We couldn’t find the offer you accepted. Contact us and we’ll help.";

const dataOf = (
  sections: readonly StoredSection[],
  section: StoredSection["section"],
  who: StoredSection["who"],
) => sections.find((s) => s.section === section && s.who === who)?.data ?? null;

const stay = (r: Residence) => (r ? monthsOfStay(r.years, r.months) : null);

/** How many files of `type` are on the checklist, for one borrower or for the whole application. */
const filesOf = (sources: DocumentSources, type: string, who?: Who) =>
  sources.files.filter(
    (f) =>
      f.documentType === type &&
      (who === undefined || f.borrower === (who === "coborrower" ? "coborrower" : "main")),
  ).length;

function borrowerFacts(
  who: Who,
  person: DocumentBorrower,
  sections: readonly StoredSection[],
  sources: DocumentSources,
): BorrowerFacts {
  const personal = dataOf(sections, "personalInfo", who) as PersonalData | null;
  return {
    paystubsOnFile: filesOf(sources, "paystub", who),
    who,
    employments: person.employments,
    declarations: dataOf(sections, "declarations", who) as Declarations | null,
    monthsAtCurrentAddress: stay(personal?.currentResidence),
    monthsAtFormerAddress: stay(personal?.formerResidence),
  };
}

/**
 * Everything the automated decision reads (decision 043), loaded once: the saved screens as the
 * documents checklist reads them (income, jobs, debts after consolidation), the sealed credit
 * reports and valuation from the outside-call ledger, the pricing's own inputs from the answers,
 * and the accepted offer with the rate sheet version it was priced on. `db` may be a transaction.
 */
export async function decisionFacts(
  deps: Pick<PrequalDependencies, "db" | "fieldKey" | "now">,
  application: ApplicationRow,
  db: Database = deps.db,
): Promise<DecisionInput> {
  const scoped = { ...deps, db };
  const { sources, sections } = await documentSources(scoped, application, db);
  const report = await resultOfCall<CreditReport>(scoped, application.creditCallId);
  const coborrowerReport = await resultOfCall<CreditReport>(scoped, application.coborrowerCreditCallId);
  const valuation = await resultOfCall<ValuationResult>(scoped, application.valuationCallId);
  const offer = await currentOfferRow(scoped, application);
  const sheet = offer?.eligible ? await rateSheetVersion(db, offer.rateSheetVersion) : undefined;
  if (!offer?.eligible || !sheet) throw new ApplicationError("CONFLICT", NO_OFFER);
  const answers = application.answers as PrequalAnswers;
  const base = pricingInputs({ answers, report, coborrowerReport, valuation });
  const onFile = documentApplicationFromSections(sources);
  const people: [Who, DocumentBorrower][] = [
    ["borrower", onFile.user],
    ...(onFile.coborrower ? [["coborrower", onFile.coborrower] as [Who, DocumentBorrower]] : []),
  ];
  const debts = {
    monthlyDebtPayments: base.monthlyDebtPayments,
    payoffMonthlyPayments: base.payoffMonthlyPayments,
  };
  const { creditScore: _score, monthlyIncome: _income, ...helocPricing } = base;
  const loan: DecisionLoan =
    application.product === "mortgage"
      ? { product: "mortgage", pricing: mortgageInputs(answers, base), productId: null, debts }
      : {
          product: "heloc",
          pricing: helocPricing,
          acceptedLine: (offer.outcome as unknown as Extract<HelocPricing, { eligible: true }>).offer.line
            .value,
        };
  const subject = dataOf(sections, "subjectProperty", "application") as { propertyType?: string } | null;
  return {
    rateSheet: { version: offer.rateSheetVersion, sheet },
    credit: {
      scoresByBorrower: scoresByBorrower(report, coborrowerReport),
      bureau: report?.bureau.name ?? null,
      pulledOn: report?.pulledOn ?? null,
    },
    loan,
    income: people.map(([who, person]) => ({
      who,
      employments: person.employments,
      incomeSources: person.incomeSources,
    })),
    rules: {
      borrowers: people.map(([who, person]) => borrowerFacts(who, person, sections, sources)),
      propertyType: subject?.propertyType ?? null,
      propertyUse: base.propertyUse,
      omittedStudentLoans: (sources.debtConsolidation
        ? liabilitiesAfterDecisions(report, sources.debtConsolidation)
        : (report?.liabilities ?? [])
      ).filter((l) => l.omitted && l.type === "studentLoan").length,
      coborrowerStepsLeft: answers.withCoborrower ? await coborrowerStepsOf(db, application.id) : null,
      studentLoanStatementsOnFile: filesOf(sources, "educational_loan_statement"),
      mortgagesSaidNotOnHome: homeLiens(
        report,
        answers.address,
        answers.selectedMortgageIds,
      ).saidNotOnHome.map(({ mortgage }) => ({ creditor: mortgage.creditor, balance: mortgage.balance })),
      today: deps.now(),
    },
  };
}
