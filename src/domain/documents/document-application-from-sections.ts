import type { Who } from "../application/application-steps";
import { type DebtConsolidationAnswers, liabilitiesAfterDecisions } from "../application/liability-decisions";
import { incomeSourcesOf, type OtherIncome } from "../application/other-income";
import { isSameProperty, type OwnedProperty } from "../application/real-estate-owned";
import type { CreditReport, PropertyOwnership } from "../debts/credit-report";
import { homeLiens } from "../debts/home-liens";
import type { Employment } from "../employment/employment";
import type { IncomeSource } from "../income/income-source";
import type { PostalAddress } from "../ports/person";
import type { DocumentApplication, DocumentBorrower } from "./document-application";
import {
  type FiledDocument,
  latestUploadRequests,
  type StoredUploadRequest,
  uploadsOf,
} from "./filed-documents";
import { SUBJECT_PROPERTY_ID } from "./property-documents";

/** One borrower's saved step 4 and other income, as the sections keep them. */
export type BorrowerSections = {
  employment?: { employments: readonly Employment[]; selfEmployed?: boolean } | null;
  otherIncome?: Pick<OtherIncome, "incomeSources"> | null;
};

/**
 * What the document rules are read from: the application's saved screens, its credit report and
 * what is on file. Sections not saved yet are null (the checklist is built after the summary, but
 * reading an unfinished application must not fail).
 */
export type DocumentSources = {
  hasCoborrower: boolean;
  borrowers: Partial<Record<Who, BorrowerSections>>;
  creditReport: Pick<CreditReport, "liabilities" | "mortgages" | "propertyOwnership"> | null;
  /** The home the loan is for: step 2's answers, or (before step 2) the prequalification's address. */
  subject: {
    address: PostalAddress | null;
    hoaMonthlyFees?: number | null;
    isInTrust?: boolean | null;
  };
  /** Step 3's properties; null before step 3 is saved (the report's then stand). */
  realEstate: { properties: readonly (OwnedProperty & { propertyId: string })[] } | null;
  debtConsolidation: Pick<DebtConsolidationAnswers, "decisions" | "added"> | null;
  files: readonly FiledDocument[];
  uploadRequests: readonly StoredUploadRequest[];
  /** The insurance connector (issue 11) supplies mortgage statements; not connected until then. */
  canopyConnected: boolean;
  /** The mortgages ticked at mortgage-select as liens on the home; undefined before it is answered. */
  selectedMortgageIds?: readonly string[];
};

/** A property documents are asked for, with its address for the checklist's heading. */
export type PropertyOnFile = {
  propertyId: string;
  address: PostalAddress | null;
  isSubject: boolean;
  ownership: PropertyOwnership;
  /** Units rented out on step 3, with the rent they bring. */
  rentalUnits: number;
  annualRentalIncome: number;
};

/**
 * The home the loan is for as a property on file: the report's property at its address (or one of
 * its own when the report has none and it has liens), its mortgages the liens on it (decision 045).
 */
function subjectOnFile(sources: DocumentSources): PropertyOnFile | null {
  const reported = sources.creditReport?.propertyOwnership ?? [];
  const owned = reported.find((p) => isSameProperty(p.property?.address, sources.subject.address));
  const { liens } = homeLiens(sources.creditReport, sources.subject.address, sources.selectedMortgageIds);
  if (!owned && liens.length === 0) return null;
  const ownership: PropertyOwnership = {
    ...(owned ?? { propertyId: SUBJECT_PROPERTY_ID, property: { address: sources.subject.address } }),
    mortgages: liens.map((l) => l.mortgage),
  };
  return fromReport(ownership, true);
}

/** A report property as the home's liens leave it: the mortgages said to be on the home are not its own. */
function withoutHomeLiens(sources: DocumentSources, property: PropertyOwnership): PropertyOwnership {
  const { liens } = homeLiens(sources.creditReport, sources.subject.address, sources.selectedMortgageIds);
  const onHome = new Set(liens.map((l) => l.mortgage));
  return { ...property, mortgages: property.mortgages.filter((m) => !onHome.has(m)) };
}

const fromStepThree = (p: OwnedProperty & { propertyId: string }): PropertyOnFile => ({
  propertyId: p.propertyId,
  address: p.address,
  isSubject: false,
  ownership: {
    propertyId: p.propertyId,
    property: { address: p.address, state: p.address.state, units: p.rentalUnits },
    annualRentalIncome: p.annualRentalIncome,
    mortgages: p.mortgages.map((m) => ({
      creditor: m.creditor,
      balance: m.balance,
      monthlyPayment: m.monthlyPayment,
    })),
  },
  rentalUnits: p.rentalUnits,
  annualRentalIncome: p.annualRentalIncome,
});

const fromReport = (p: PropertyOwnership, isSubject: boolean): PropertyOnFile => {
  const rent = Math.max(0, Math.round(p.annualRentalIncome ?? 0));
  return {
    propertyId: p.propertyId,
    address: p.property?.address ?? null,
    isSubject,
    ownership: p,
    rentalUnits: rent > 0 ? Math.max(1, p.property?.units ?? 1) : 0,
    annualRentalIncome: rent,
  };
};

/**
 * Spec §3 property ownership as the application knows it (decision 035): the home the loan is for
 * when the credit report shows it owned or it has liens (with the liens of decision 045), then the other properties as step 3 keeps them (sold ones
 * left out: nothing is asked of a property no longer owned), or as the report lists them before
 * step 3 is saved.
 */
export function propertiesOnFile(sources: DocumentSources): PropertyOnFile[] {
  const subject = subjectOnFile(sources);
  const others = sources.realEstate
    ? sources.realEstate.properties.filter((p) => p.status !== "sold").map(fromStepThree)
    : (sources.creditReport?.propertyOwnership ?? [])
        .filter((p) => p.propertyId !== subject?.propertyId)
        .map((p) => fromReport(withoutHomeLiens(sources, p), false));
  const list = [...(subject ? [subject] : []), ...others];
  const seen = new Set<string>();
  return list.filter((p) => !seen.has(p.propertyId) && Boolean(seen.add(p.propertyId)));
}

/**
 * Rent earned on step 3's properties is the main borrower's rental income (step 3 is the
 * application's own), unless other income already names the property: then that entry, with its
 * borrower and units, is the one counted, so no unit is asked for twice.
 */
function stepThreeRentals(properties: readonly PropertyOnFile[], named: ReadonlySet<string>): IncomeSource[] {
  return properties
    .filter((p) => p.rentalUnits > 0 && !named.has(p.propertyId))
    .map((p) => ({
      type: "rental",
      propertyId: p.propertyId,
      rentalUnits: p.rentalUnits,
      otherValue: Math.round(p.annualRentalIncome / 12),
    }));
}

function borrowerOf(
  sections: BorrowerSections | undefined,
  properties: readonly PropertyOnFile[],
  extraIncome: IncomeSource[],
): DocumentBorrower {
  // A rent on a property no longer on file is kept but left out (decision 037).
  const onFile = properties.map((p) => ({ propertyId: p.propertyId, label: "" }));
  const income = sections?.otherIncome ? incomeSourcesOf(sections.otherIncome, onFile) : [];
  return {
    employments: sections?.employment?.employments ?? [],
    incomeSources: [...income, ...extraIncome],
    isSelfEmployed: sections?.employment?.selfEmployed ?? false,
  };
}

/**
 * Spec §3 "Application (document logic)" from the application's saved screens (decision 035):
 * each borrower's jobs (step 4, verified ones from step 5 carry their `dataSource`) and other
 * income, step 3's rents, the liabilities as debt consolidation decided them (omitted ones ask for
 * a statement), the owned properties and their mortgages, the subject property's state, HOA fees
 * and trust (step 2), the files on record and the lender's latest word on each line.
 */
export function documentApplicationFromSections(sources: DocumentSources): DocumentApplication {
  const properties = propertiesOnFile(sources);
  const named = new Set(
    Object.values(sources.borrowers).flatMap((b) =>
      (b?.otherIncome?.incomeSources ?? []).flatMap((s) => (s.type === "rental" ? [s.propertyId] : [])),
    ),
  );
  const report = sources.creditReport;
  const liabilities = sources.debtConsolidation
    ? liabilitiesAfterDecisions(report as CreditReport | null, sources.debtConsolidation)
    : (report?.liabilities ?? []);
  const subject = properties.find((p) => p.isSubject);
  return {
    user: borrowerOf(sources.borrowers.borrower, properties, stepThreeRentals(properties, named)),
    coborrower: sources.hasCoborrower ? borrowerOf(sources.borrowers.coborrower, properties, []) : null,
    liabilities,
    uploads: uploadsOf(sources.files),
    uploadRequests: latestUploadRequests(sources.uploadRequests),
    propertyOwnership: properties.map((p) => p.ownership),
    // The liens on the home are in its own list (decision 045): none is left without a property.
    mortgages: [],
    property: {
      propertyId: subject?.propertyId ?? null,
      state: sources.subject.address?.state ?? null,
      fees: sources.subject.hoaMonthlyFees ?? 0,
    },
    isInTrust: sources.subject.isInTrust === true,
    canopyConnected: sources.canopyConnected,
  };
}
