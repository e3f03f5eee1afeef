import { and, asc, eq, isNull } from "drizzle-orm";
import type { Who } from "@/domain/application/application-steps";
import { storedEmploymentOutput } from "@/domain/application/employment-section";
import type { DebtConsolidationAnswers } from "@/domain/application/liability-decisions";
import { type OtherIncome, otherIncomeOutput } from "@/domain/application/other-income";
import type { CreditReport } from "@/domain/debts/credit-report";
import type {
  BorrowerSections,
  DocumentSources,
} from "@/domain/documents/document-application-from-sections";
import type { PostalAddress } from "@/domain/ports/person";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import type { Database } from "@/server/db/client";
import { documents, uploadRequests } from "@/server/db/schema";
import { applicationFacts } from "@/server/services/application/application-context";
import type { RealEstateData } from "@/server/services/application/real-estate-records";
import { readSections, type StoredSection } from "@/server/services/application/section-store";
import type { ApplicationRow } from "@/server/services/prequal/application-store";
import { resultOfCall } from "@/server/services/prequal/outside-calls";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";

type SubjectData = { address?: PostalAddress; hoaMonthlyFees?: number; isInTrust?: boolean };

const dataOf = (
  sections: readonly StoredSection[],
  section: StoredSection["section"],
  who: StoredSection["who"],
) => sections.find((s) => s.section === section && s.who === who)?.data ?? null;

function borrowerSections(sections: readonly StoredSection[], who: Who): BorrowerSections {
  const employment = dataOf(sections, "employment", who);
  const otherIncome = dataOf(sections, "otherIncome", who);
  return {
    employment: employment ? storedEmploymentOutput.parse(employment) : null,
    // Saved through otherIncomeInput, so each source has the fields its kind needs.
    otherIncome: otherIncome ? (otherIncomeOutput.parse(otherIncome) as OtherIncome) : null,
  };
}

/**
 * The application's files still on the checklist: removed ones and ones a reviewer sent back
 * (decision 096) stay in the table for the audit trail.
 */
export function filesOnChecklist(db: Database, applicationId: string) {
  return db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.applicationId, applicationId),
        isNull(documents.removedAt),
        isNull(documents.sentBackAt),
      ),
    )
    .orderBy(asc(documents.createdAt));
}

/**
 * Everything the documents checklist is read from (decision 035): the saved screens, the sealed
 * credit report, the files on record and the lender's upload requests. `db` may be a transaction.
 */
export async function documentSources(
  deps: Pick<PrequalDependencies, "db" | "fieldKey">,
  application: ApplicationRow,
  db: Database = deps.db,
) {
  // One after another: `db` may be a transaction, whose one connection runs a query at a time.
  const sections = await readSections(db, application.id);
  const report = await resultOfCall<CreditReport>({ ...deps, db }, application.creditCallId);
  const files = await filesOnChecklist(db, application.id);
  const requests = await db
    .select()
    .from(uploadRequests)
    .where(eq(uploadRequests.applicationId, application.id));
  const facts = applicationFacts(application, sections);
  const subject = dataOf(sections, "subjectProperty", "application") as SubjectData | null;
  const realEstate = dataOf(sections, "realEstate", "application") as Partial<RealEstateData> | null;
  const debts = dataOf(sections, "debtConsolidation", "application") as {
    answers?: DebtConsolidationAnswers;
  } | null;
  const sources: DocumentSources = {
    hasCoborrower: facts.hasCoborrower,
    borrowers: {
      borrower: borrowerSections(sections, "borrower"),
      ...(facts.hasCoborrower ? { coborrower: borrowerSections(sections, "coborrower") } : {}),
    },
    creditReport: report,
    subject: {
      address: subject?.address ?? (application.answers as PrequalAnswers).address ?? null,
      hoaMonthlyFees: subject?.hoaMonthlyFees ?? 0,
      isInTrust: subject?.isInTrust ?? false,
    },
    realEstate: realEstate?.properties ? { properties: realEstate.properties } : null,
    debtConsolidation: debts?.answers ?? null,
    files: files.map((f) => ({
      documentType: f.documentType,
      borrower: f.borrower,
      propertyId: f.propertyId,
      side: f.side,
    })),
    uploadRequests: requests.map((r) => ({
      documentType: r.documentType,
      borrower: r.borrower,
      propertyId: r.propertyId,
      shouldSkip: r.shouldSkip,
      createdAt: r.createdAt,
    })),
    canopyConnected: application.canopyConnected,
    selectedMortgageIds: (application.answers as PrequalAnswers).selectedMortgageIds,
  };
  return { sources, files, sections };
}
