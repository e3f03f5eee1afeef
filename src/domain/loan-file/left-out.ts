import type { LoanFileInput } from "./loan-file-input";

/** The groups of Form 1003 the staff's report of the file is arranged by (decision 104). */
export const LOAN_FILE_GROUPS = [
  "borrowers",
  "employmentIncome",
  "assets",
  "liabilities",
  "realEstate",
  "propertyLoan",
  "declarations",
  "demographics",
  "language",
] as const;
export type LoanFileGroup = (typeof LOAN_FILE_GROUPS)[number];

/** One thing a ULAD file could carry and this one does not, with why. */
export interface LeftOutField {
  group: LoanFileGroup;
  field: string;
  reason: string;
}

const NOT_ASKED = "the application does not ask for it";

/**
 * What a ULAD file can carry and this application does not collect, so the file leaves it out
 * rather than invent it (issue 21 item 1; decision 076 lists the same with the reasons).
 */
export const NOT_COLLECTED_FIELDS: readonly LeftOutField[] = [
  { group: "borrowers", field: "ALIASES (alternate names, Form 1003 1a)", reason: NOT_ASKED },
  {
    group: "borrowers",
    field:
      "BORROWER_DETAIL/BorrowerTotalMortgagedPropertiesCount and CommunityPropertyStateResidentIndicator",
    reason: NOT_ASKED,
  },
  {
    group: "borrowers",
    field: "BORROWER_DETAIL/DomesticRelationshipIndicator and DomesticRelationshipType",
    reason: "unmarried partners are not asked about",
  },
  {
    group: "borrowers",
    field: "RESIDENCE_DETAIL/BorrowerResidencyBasisType of the former address",
    reason: "housing is asked for the current address only",
  },
  { group: "borrowers", field: "Mailing address apart from the current address", reason: NOT_ASKED },
  {
    group: "borrowers",
    field: "CONTACT_POINT_TELEPHONE for work and mobile numbers",
    reason: "one phone number is asked",
  },
  {
    group: "employmentIncome",
    field:
      "EMPLOYMENT/EmploymentTimeInLineOfWorkMonthsCount and SpecialBorrowerEmployerRelationshipIndicator",
    reason: NOT_ASKED,
  },
  {
    group: "employmentIncome",
    field: "EMPLOYMENT/EmploymentBorrowerHomeOfficeIndicator; DU:EMPLOYMENT_EXTENSION",
    reason: "foreign and seasonal job income are not asked about",
  },
  {
    group: "employmentIncome",
    field: "The business's EIN",
    reason: "ULAD's EMPLOYER has no taxpayer identifier",
  },
  {
    group: "employmentIncome",
    field:
      "CURRENT_INCOME_ITEM for military pay by kind beyond BAH and BAS, and income types the application does not list",
    reason: NOT_ASKED,
  },
  {
    group: "employmentIncome",
    field: "Payer names of other income, the description of capital gains sold",
    reason: NOT_ASKED,
  },
  {
    group: "assets",
    field:
      "ASSET_DETAIL/AssetAccountInNameOfDescription and assets other than accounts, gifts and grants (Form 1003 2b)",
    reason: NOT_ASKED,
  },
  {
    group: "liabilities",
    field: "LIABILITY_DETAIL/LiabilityAccountIdentifier and LiabilityRemainingTermMonthsCount",
    reason: "not kept from the credit report",
  },
  {
    group: "liabilities",
    field: "Why a debt is left out of the ratios",
    reason: "kept by the site for its statement request; MISMO has no field for it",
  },
  {
    group: "liabilities",
    field: "PAYOFF amounts apart from the balance",
    reason: "payoff quotes are the lender's",
  },
  {
    group: "realEstate",
    field: "OWNED_PROPERTY_DETAIL/OwnedPropertyMaintenanceExpenseAmount",
    reason: "taxes, insurance and dues of other properties are not asked",
  },
  {
    group: "realEstate",
    field: "OWNED_PROPERTY_DETAIL/OwnedPropertyRentalIncomeNetAmount",
    reason: "net rent is the underwriter's figure",
  },
  {
    group: "propertyLoan",
    field:
      "PROPERTY_DETAIL/AttachmentType, ConstructionMethodType, PropertyStructureBuiltYear, PUDIndicator, PropertyInProjectIndicator",
    reason: NOT_ASKED,
  },
  {
    group: "propertyLoan",
    field: "PROPERTY_DETAIL/PropertyMixedUsageIndicator and PropertyExistingCleanEnergyLienIndicator",
    reason: NOT_ASKED,
  },
  {
    group: "propertyLoan",
    field: "Manner of title and names on title as a PROPERTY_OWNER party; the home held in a trust",
    reason: NOT_ASKED,
  },
  {
    group: "propertyLoan",
    field: "Mortgage lien priority of a HELOC and the subject's existing liens as liabilities secured by it",
    reason: NOT_ASKED,
  },
  {
    group: "propertyLoan",
    field: "LOAN_PRODUCT, fees, closing costs and cash to close (URLA section L4)",
    reason: "the lender's Loan Estimate",
  },
  {
    group: "propertyLoan",
    field: "QUALIFICATION, PROPOSED housing payment of principal and interest",
    reason: "the lender's figures",
  },
  {
    group: "propertyLoan",
    field: "COUNSELING (homeownership education and housing counseling, Form 1003 section 5)",
    reason: NOT_ASKED,
  },

  {
    group: "propertyLoan",
    field: "The loan originator company's state license identifiers",
    reason: "only the NMLS ID is in the settings",
  },
  {
    group: "declarations",
    field: "AlimonyChildSupportObligationIndicator and BorrowerFirstTimeHomebuyerIndicator",
    reason: NOT_ASKED,
  },
  {
    group: "language",
    field: "LANGUAGE_EXTENSION/LanguageCodeOtherDescription",
    reason: 'the name of an "other" language is not asked',
  },
];

const asLine = (f: LeftOutField) => `${f.field} (${f.reason})`;

/** The same, one line each, as the export lists them. */
export const NOT_COLLECTED: readonly string[] = NOT_COLLECTED_FIELDS.map(asLine);

/** Decision 089: the individual loan originator is the file's assigned loan officer, once there is one. */
const NO_LOAN_OFFICER_FIELD: LeftOutField = {
  group: "propertyLoan",
  field: "LOAN_ORIGINATOR individual:",
  reason: "no loan officer assigned to the file yet",
};
export const NO_LOAN_OFFICER_YET = `${NO_LOAN_OFFICER_FIELD.field} ${NO_LOAN_OFFICER_FIELD.reason}`;

/**
 * The collected parts not given yet for this application: its loan officer not assigned, a screen
 * not saved, a borrower's SSN not on file.
 */
export function notYetGivenFields(input: LoanFileInput): LeftOutField[] {
  const ofBorrowers = input.borrowers.flatMap((b) => {
    const who = b.who === "borrower" ? "Borrower" : "Coborrower";
    const missing = (group: LoanFileGroup, field: string, reason: string): LeftOutField[] => [
      { group, field: `${who}: ${field}`, reason },
    ];
    return [
      ...(b.personal ? [] : missing("borrowers", "personal information (step 1)", "not saved")),
      ...(b.ssn ? [] : missing("borrowers", "SSN", "not on file")),
      ...(b.dateOfBirth ? [] : missing("borrowers", "date of birth", "not on file")),
      ...(b.declarations ? [] : missing("declarations", "declarations", "not answered")),
      ...(b.demographics ? [] : missing("demographics", "demographic information", "not answered")),
      ...(b.languagePreference ? [] : missing("language", "language preference", "not answered")),
    ];
  });
  return [...(input.loanOfficer ? [] : [NO_LOAN_OFFICER_FIELD]), ...ofBorrowers];
}

/** One line each, as the export lists them ("Borrower: declarations not answered"). */
export function notYetGiven(input: LoanFileInput): string[] {
  return notYetGivenFields(input).map((f) => `${f.field} ${f.reason}`);
}

export function leftOutOf(input: LoanFileInput): string[] {
  return [...NOT_COLLECTED, ...notYetGiven(input)];
}

/** Everything the file leaves out, with group and reason, for the staff's report. */
export function leftOutFieldsOf(input: LoanFileInput): LeftOutField[] {
  return [...NOT_COLLECTED_FIELDS, ...notYetGivenFields(input)];
}
