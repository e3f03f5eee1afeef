import type { Who } from "../application/application-steps";
import type { StoredAssetAccount } from "../application/assets";
import type { BusinessInformation } from "../application/business-information";
import type { Declarations } from "../application/declarations";
import type { Demographics } from "../application/demographics";
import type { EmploymentRecord } from "../application/employment-record";
import type { DecidedLiability } from "../application/liability-decisions";
import type { OtherIncomeSource } from "../application/other-income";
import type { PersonalInfoRecord } from "../application/personal-info";
import type { OwnedProperty } from "../application/real-estate-owned";
import type { SubjectProperty } from "../application/subject-property";
import type { PostalAddress } from "../ports/person";

/** One borrower as the application collected them; a screen not saved yet is null. */
export interface LoanFileBorrower {
  who: Who;
  /** The prequalification's name and contact: what stands before step 1 is saved. */
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  personal: PersonalInfoRecord | null;
  /** Opened from where they are sealed, only to be written into the file. */
  ssn: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  employments: readonly EmploymentRecord[];
  business: BusinessInformation | null;
  otherIncome: readonly OtherIncomeSource[];
  demographics: Demographics | null;
  /** As they apply to the loan (a seller answer given before the loan became a refinance is not). */
  declarations: Declarations | null;
  languagePreference: PersonalInfoRecord["languagePreference"] | null;
}

/** The loan as accepted: the HELOC line with its first draw, or the mortgage offer taken. */
export type LoanFileLoan =
  | {
      product: "heloc";
      lineAmount: number;
      firstDraw: number | null;
      /** A fraction: 0.0825 is 8.25%. */
      rate: number;
      drawYears: number;
      repaymentYears: number;
    }
  | {
      product: "mortgage";
      loanAmount: number;
      rate: number;
      termYears: number | null;
      adjustable: boolean | null;
    };

/** An asset account with its number opened from where it is sealed. */
export type LoanFileAsset = StoredAssetAccount & { accountNumber: string | null };

/** Everything the loan file is built from (issue 21 item 1), assembled by the export service. */
export interface LoanFileInput {
  applicationId: string;
  /** When the applicant confirmed the summary, or the application began. */
  receivedOn: Date;
  loan: LoanFileLoan;
  /** Step 2's answers; before it is saved, the prequalification's address and value stand. */
  subject: SubjectProperty | null;
  prequalSubject: {
    address: PostalAddress | null;
    estimatedValue: number | null;
    propertyUse: string | null;
  };
  borrowers: readonly LoanFileBorrower[];
  /** Step 3's properties (sold ones included: Form 1003 lists them with their status). */
  ownedProperties: readonly (OwnedProperty & { propertyId: string })[];
  assets: readonly LoanFileAsset[];
  /** The credit report's debts after the applicant's decisions, and those the applicant added. */
  liabilities: readonly DecidedLiability[];
  /** The lender as its settings name it: the loan origination company. */
  lender: { legalName: string; nmlsId: string | null; address: PostalAddress | null; phone: string | null };
  /** The file's assigned loan officer (decision 089), when there is one: the individual loan originator. */
  loanOfficer?: { firstName: string; lastName: string; nmlsId: string | null } | null;
}
