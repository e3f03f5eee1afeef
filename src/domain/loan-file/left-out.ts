import type { LoanFileInput } from "./loan-file-input";

/**
 * What a ULAD file can carry and this application does not collect, so the file leaves it out
 * rather than invent it (issue 21 item 1; decision 076 lists the same with the reasons).
 */
export const NOT_COLLECTED: readonly string[] = [
  "ALIASES (alternate names, Form 1003 1a)",
  "BORROWER_DETAIL/BorrowerTotalMortgagedPropertiesCount and CommunityPropertyStateResidentIndicator",
  "BORROWER_DETAIL/DomesticRelationshipIndicator and DomesticRelationshipType (unmarried partners)",
  "RESIDENCE_DETAIL/BorrowerResidencyBasisType of the former address (housing is asked for the current one)",
  "Mailing address apart from the current address (ADDRESS with AddressType Mailing)",
  "CONTACT_POINT_TELEPHONE for work and mobile numbers (one phone number is asked)",
  "EMPLOYMENT/EmploymentTimeInLineOfWorkMonthsCount and SpecialBorrowerEmployerRelationshipIndicator",
  "EMPLOYMENT/EmploymentBorrowerHomeOfficeIndicator; DU:EMPLOYMENT_EXTENSION (foreign and seasonal job income)",
  "The business's EIN (ULAD's EMPLOYER has no taxpayer identifier)",
  "CURRENT_INCOME_ITEM for military pay by kind beyond BAH and BAS, and for income types the application does not list",
  "Payer names of other income, the description of capital gains sold",
  "ASSET_DETAIL/AssetAccountInNameOfDescription and assets other than accounts, gifts and grants (Form 1003 2b)",
  "LIABILITY_DETAIL/LiabilityAccountIdentifier and LiabilityRemainingTermMonthsCount (not kept from the credit report)",
  "Why a debt is left out of the ratios (kept by the site for its statement request, no MISMO field)",
  "PAYOFF amounts apart from the balance (payoff quotes are the lender's)",
  "OWNED_PROPERTY_DETAIL/OwnedPropertyMaintenanceExpenseAmount (taxes, insurance and dues of other properties)",
  "OWNED_PROPERTY_DETAIL/OwnedPropertyRentalIncomeNetAmount (net rent is the underwriter's figure)",
  "PROPERTY_DETAIL/AttachmentType, ConstructionMethodType, PropertyStructureBuiltYear, PUDIndicator, PropertyInProjectIndicator",
  "PROPERTY_DETAIL/PropertyMixedUsageIndicator and PropertyExistingCleanEnergyLienIndicator",
  "Manner of title and names on title as a PROPERTY_OWNER party; the home held in a trust",
  "Mortgage lien priority of a HELOC and the subject's existing liens as liabilities secured by it",
  "LOAN_PRODUCT, fees, closing costs and cash to close (URLA section L4: the lender's Loan Estimate)",
  "QUALIFICATION, PROPOSED housing payment of principal and interest (the lender's figures)",
  "COUNSELING (homeownership education and housing counseling, Form 1003 section 5)",
  "Declaration: AlimonyChildSupportObligationIndicator and BorrowerFirstTimeHomebuyerIndicator (not asked)",
  "The loan originator company's state license identifiers (only the NMLS ID is in the settings)",
  'LANGUAGE_EXTENSION/LanguageCodeOtherDescription (the name of an "other" language is not asked)',
];

/** The collected parts not given yet for this application: a screen not saved, a borrower's SSN not on file. */
export function notYetGiven(input: LoanFileInput): string[] {
  return input.borrowers.flatMap((b) => {
    const who = b.who === "borrower" ? "Borrower" : "Coborrower";
    return [
      ...(b.personal ? [] : [`${who}: personal information (step 1) not saved`]),
      ...(b.ssn ? [] : [`${who}: SSN not on file`]),
      ...(b.dateOfBirth ? [] : [`${who}: date of birth not on file`]),
      ...(b.declarations ? [] : [`${who}: declarations not answered`]),
      ...(b.demographics ? [] : [`${who}: demographic information not answered`]),
      ...(b.languagePreference ? [] : [`${who}: language preference not answered`]),
    ];
  });
}

/** Decision 089: the individual loan originator is the file's assigned loan officer, once there is one. */
export const NO_LOAN_OFFICER_YET = "LOAN_ORIGINATOR individual: no loan officer assigned to the file yet";

export function leftOutOf(input: LoanFileInput): string[] {
  return [...NOT_COLLECTED, ...(input.loanOfficer ? [] : [NO_LOAN_OFFICER_YET]), ...notYetGiven(input)];
}
