/**
 * A tri-merge credit response as a credit-reporting vendor sends it, loosely modelled on the JSON
 * responses of mortgage credit resellers: one report for up to two people, each person's score
 * from each of the three repositories, the merged accounts ("tradelines") and the public property
 * records. Money in dollars (cents possible), dates as YYYY-MM-DD or, where bureaus report only
 * the month, YYYY-MM.
 */
export type BureauResponse = {
  reportId: string;
  /** YYYY-MM-DD. */
  reportDate: string;
  /** The agency that furnished the report; an adverse-action notice names it. */
  provider: {
    name: string;
    mailingAddress: { street: string; city: string; state: string; postalCode: string };
    phone: string;
  };
  borrowers: BureauBorrower[];
  tradelines: Tradeline[];
  propertyRecords: PropertyRecord[];
};

/** Repository codes: Equifax, Experian, TransUnion. */
export type Repository = "EFX" | "XPN" | "TUC";

export type BureauBorrower = {
  /** "B1" for the applicant, "C1" for the coapplicant; tradelines and records name them by it. */
  borrowerId: string;
  role: "PRIMARY" | "COAPPLICANT";
  firstName: string;
  lastName: string;
  /** NO_HIT: no repository holds a file on this person. */
  fileStatus: "HIT" | "NO_HIT";
  scores: BureauScore[];
};

export type BureauScore = {
  repository: Repository;
  modelName: string;
  value: number;
  /** Reason codes and their text, most important first. */
  factors: { code: string; text: string }[];
};

/** MTG mortgage, REV revolving, INS installment, EDU student loan. */
export type AccountTypeCode = "MTG" | "REV" | "INS" | "EDU";

export type Tradeline = {
  tradelineId: string;
  /** Every borrower who owes it; two means a joint account. */
  borrowerIds: string[];
  creditorName: string;
  accountType: AccountTypeCode;
  currentBalance: number;
  /** The original amount of a loan or the limit of a card. */
  highCredit: number;
  monthlyPayment: number;
  /** YYYY-MM. */
  dateOpened: string;
  /** Times 30, 60 and 90+ days late in the payment history. */
  lateCounts: { days30: number; days60: number; days90Plus: number };
  /** The latest late payment, YYYY-MM, and how late it was. */
  mostRecentLate?: { month: string; daysLate: number } | null;
};

export type PropertyRecord = {
  recordId: string;
  ownerBorrowerIds: string[];
  address: { street: string; unit?: string | null; city: string; state: string; postalCode: string };
  ownerOccupied: boolean;
  /** The mortgage tradelines recorded against this property. */
  linkedTradelineIds: string[];
  estimatedMonthlyRent?: number | null;
};
