import type { DocumentCategory } from "./document-categories";
import { type DocumentSide, IDENTITY_DOCUMENT_TYPES, type IdentityDocumentType } from "./identity-documents";

/**
 * How many files are asked for: a fixed number, or (spec §9) one per omitted liability (at least
 * 1) or one per rental unit across rental income sources (at least 1).
 */
export type RequiredAmount = number | "omittedLiabilities" | "rentalUnits";

export type DocumentTypeEntry = {
  type: string;
  label: string;
  /** Borrower documents belong to a borrower; property documents to an owned property (spec §3). */
  level: "borrower" | "property" | "identity";
  /** Asked of every borrower, or of the main borrower only (spec §3). */
  borrowers: "all" | "main";
  category: DocumentCategory;
  typeCode: string;
  /** The document's name in the loan system's e-folder. */
  loanSystemName: string;
  description: string;
  requiredAmount: RequiredAmount;
  subtypes: readonly string[];
  sides: readonly DocumentSide[];
};

type Row = Readonly<
  [string, string, "all" | "main", DocumentCategory, string, string, string, RequiredAmount]
>;

/**
 * Spec §9 "Required document counts": paystub 4. The line's label, the checklist's count and the
 * decision's condition 405 all say this one number (decision 045).
 */
export const PAYSTUBS_REQUIRED = 4;

/** Spec §3 borrower-level types with the counts of spec §9: type, label, scope, category, code, e-folder name, description, count. */
// biome-ignore format: one document per row reads as a table
const BORROWER_ROWS = [
  ["id_document", "Photo ID", "all", "APP", "ID", "Borrower Identification", "A government-issued photo ID.", 1],
  ["bank_statements", "Bank statements", "all", "ASSET", "BNK", "Bank Statements", "Your last 3 monthly bank statements, all pages.", 3],
  ["credit_report", "Credit report", "main", "CRED", "CRR", "Credit Report", "The credit report pulled with your permission.", 1],
  ["avm", "Automated valuation", "main", "PROP", "AVM", "Appraisal - AVM", "The automated estimate of your home's value.", 1],
  ["esigned_disclaimer", "Signed disclosures", "all", "DOCS", "ESD", "Disclosures - Signed", "The disclosures you signed electronically.", 1],
  ["offer_disclaimer", "Offer disclosure", "main", "DOCS", "OFD", "Disclosures - Offer", "The disclosure given with your offer.", 1],
  ["employment_report", "Employment report", "all", "INC", "VOE", "Verification of Employment", "The employment and income report from your verification.", 1],
  ["paystub", `Paystubs (${PAYSTUBS_REQUIRED} most recent)`, "all", "INC", "PAY", "Paystubs", `Your ${PAYSTUBS_REQUIRED} most recent paystubs, showing year-to-date earnings.`, PAYSTUBS_REQUIRED],
  ["w2", "W-2 forms", "all", "INC", "W2", "W-2", "Your W-2 forms for the previous two calendar years.", 2],
  ["foster_care_verification_letter", "Foster care verification letter", "all", "INC", "FCL", "Foster Care Income", "A letter from the placing agency showing your foster care payments.", 1],
  ["1099_form", "1099 forms", "all", "INC", "1099", "1099", "Your 1099 forms for the previous two years.", 2],
  ["alimony_proof", "Proof of alimony", "all", "INC", "ALM", "Alimony Income", "The divorce decree or agreement showing the alimony you receive.", 1],
  ["annuity_bank_statement", "Annuity statement", "all", "INC", "ANN", "Annuity Income", "A statement showing your annuity payments.", 1],
  ["child_support_order", "Child support order", "all", "INC", "CSO", "Child Support Income", "The court order showing the child support you receive.", 1],
  ["pension_award_letter", "Pension award letter", "all", "INC", "PEN", "Pension Income", "The award letter for your pension.", 1],
  ["social_security", "Social Security award letter", "all", "INC", "SSA", "Social Security Income", "Your Social Security benefit award letter.", 1],
  ["business_tax_returns", "Business tax returns", "all", "INC", "BTR", "Business Tax Returns", "Your business tax returns for the last two years, all schedules.", 2],
  ["k1", "K-1 forms", "all", "INC", "K1", "K-1", "Your K-1 forms for the last two years.", 2],
  ["educational_loan_statement", "Student loan statement", "all", "CRED", "EDU", "Student Loan Statement", "A statement for each student loan, showing its payment.", "omittedLiabilities"],
  ["1040_tax_returns", "Personal tax returns (1040)", "all", "INC", "1040", "Tax Returns - Personal", "Your personal tax returns for the last two years, all schedules.", 2],
  ["current_personal_tax_returns", "Most recent personal tax return", "main", "INC", "CPT", "Tax Returns - Current", "Your most recent personal tax return, with Schedule E.", 1],
  ["rental_agreement", "Rental agreements", "all", "INC", "LSE", "Lease Agreements", "The current lease for each rental unit.", "rentalUnits"],
  ["asset_statement", "Asset statement", "all", "ASSET", "AST", "Asset Statements", "A statement for the account that pays your interest or dividends.", 1],
  ["closingDocs", "Closing documents", "main", "DOCS", "CLS", "Closing Package", "The signed closing documents.", 1],
] as const satisfies readonly Row[];

/** Spec §3 property-level types, one file per owned property, main borrower only (spec §9). */
// biome-ignore format: one document per row reads as a table
const PROPERTY_ROWS = [
  ["mortgage_statement", "Mortgage statement", "main", "PROP", "MTG", "Mortgage Statement", "Your latest statement for each mortgage on this property.", 1],
  ["solar_panel_statement", "Solar panel statement", "main", "PROP", "SOL", "Solar Loan Statement", "The statement or agreement for the solar panels on this property.", 1],
  ["homeowners_insurance", "Homeowners insurance", "main", "PROP", "HOI", "Hazard Insurance", "The declarations page of this property's homeowners insurance.", 1],
  ["flood_insurance", "Flood insurance", "main", "PROP", "FLD", "Flood Insurance", "The declarations page of this property's flood insurance.", 1],
  ["trust_document", "Trust document", "main", "PROP", "TRS", "Trust Documents", "The trust agreement of the trust that holds this property.", 1],
  ["HOA_or_condo_invoice", "HOA or condo invoice", "main", "PROP", "HOA", "HOA Dues", "A recent invoice for this property's HOA or condo fees.", 1],
  ["property_tax_bill", "Property tax bill", "main", "PROP", "TAX", "Property Tax Bill", "This property's most recent property tax bill.", 1],
] as const satisfies readonly Row[];

const fromRow = (
  level: "borrower" | "property",
  [type, label, borrowers, category, typeCode, loanSystemName, description, requiredAmount]: Row,
): DocumentTypeEntry => ({
  type,
  label,
  level,
  borrowers,
  category,
  typeCode,
  loanSystemName,
  description,
  requiredAmount,
  subtypes: type === "id_document" ? IDENTITY_DOCUMENT_TYPES.map((d) => d.type) : [],
  sides: [],
});

const identityEntry = (d: (typeof IDENTITY_DOCUMENT_TYPES)[number]): DocumentTypeEntry => ({
  type: d.type,
  label: d.label,
  level: "identity",
  borrowers: "all",
  category: "APP",
  typeCode: `ID-${d.type.toUpperCase()}`,
  loanSystemName: "Borrower Identification",
  description: `Your ${d.label.toLowerCase()}, ${d.sides.length === 2 ? "front and back" : "photo page"}.`,
  requiredAmount: 1,
  subtypes: [],
  sides: d.sides,
});

/** Spec §3: the whole catalogue: borrower-level, property-level and identity documents. */
export const DOCUMENT_TYPES: readonly DocumentTypeEntry[] = [
  ...BORROWER_ROWS.map((row) => fromRow("borrower", row)),
  ...PROPERTY_ROWS.map((row) => fromRow("property", row)),
  ...IDENTITY_DOCUMENT_TYPES.map(identityEntry),
];

export type BorrowerDocumentType = (typeof BORROWER_ROWS)[number][0];
export type PropertyDocumentType = (typeof PROPERTY_ROWS)[number][0];
/** Spec §3: a key of the catalogue. */
export type DocumentType = BorrowerDocumentType | PropertyDocumentType | IdentityDocumentType;

const BY_TYPE = new Map(DOCUMENT_TYPES.map((entry) => [entry.type, entry]));

/** The catalogue entry of a type, or undefined for a type the catalogue does not hold. */
export function documentType(type: string): DocumentTypeEntry | undefined {
  return BY_TYPE.get(type);
}

export function isPropertyDocument(type: string): boolean {
  return BY_TYPE.get(type)?.level === "property";
}
