import type { MortgageRecord, PropertyOwnership } from "../debts/credit-report";
import type { Liability } from "../debts/liability";
import type { Employment } from "../employment/employment";
import type { IncomeSource } from "../income/income-source";

/** Spec §3: a borrower as the document rules read them. */
export type DocumentBorrower = {
  employments: readonly Employment[];
  incomeSources: readonly IncomeSource[];
  isSelfEmployed?: boolean | null;
};

/** Spec §3: a file the applicant uploaded. */
export type Upload = { type: string; isCoborrower?: boolean | null; propertyId?: string | null };

/**
 * Spec §3: a document the lender asked for, or (shouldSkip) waived. A borrower document's request
 * names its borrower as an upload does (`isCoborrower`); without it, it is the main borrower's.
 */
export type UploadRequest = {
  documentType: string;
  propertyId?: string | null;
  isCoborrower?: boolean | null;
  shouldSkip?: boolean | null;
};

/** Spec §3 "Application (document logic)": everything requiredDocuments reads. */
export type DocumentApplication = {
  user: DocumentBorrower;
  coborrower?: DocumentBorrower | null;
  liabilities: readonly Pick<Liability, "creditor" | "omitted" | "debtor">[];
  uploads: readonly Upload[];
  uploadRequests: readonly UploadRequest[];
  propertyOwnership: readonly PropertyOwnership[];
  /** Mortgages from the credit report not yet tied to an owned property: they belong to the subject property. */
  mortgages?: readonly MortgageRecord[];
  /** The subject property, the one the line of credit is secured by. */
  property?: { propertyId?: string | null; state?: string | null; fees?: number | null } | null;
  isInTrust?: boolean | null;
  /** The insurance/financial data connector is linked, which supplies the mortgage statements. */
  canopyConnected?: boolean | null;
};

export type BorrowerRole = "main" | "coborrower";

/** One line of the documents checklist (spec §4, §9). */
export type DocumentRequirement = {
  type: string;
  /** The borrower the document is asked of; null for a property document. */
  borrower: BorrowerRole | null;
  propertyId?: string;
  /** Asked for by a rule or by the lender; false for a document only accepted (homeowners insurance). */
  required: boolean;
  /** How many files are asked for (spec §9 counts). */
  count: number;
  uploaded: number;
  /** The lender waived it through an upload request with shouldSkip (spec §4). */
  skipped: boolean;
};
