import type { PropertyType, PropertyUnits, PropertyUse } from "../enums/property";
import type { CREDIT_RANGES, MortgagePurpose, Product, PropertyAddress } from "./step-inputs";

/** A person's non-sensitive answers; their SSN and date of birth are kept apart, encrypted. */
export type PersonAnswers = {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  annualIncome?: number;
  selfEmployed?: boolean;
};

/**
 * Everything prequalification has been told, whichever flow asked (spec §2): the answers of both
 * flows share one shape, so a lead can be priced, resumed and turned into an application the same
 * way. Sensitive values (SSN, date of birth) are never in here.
 */
export type PrequalAnswers = {
  propertyType?: PropertyType;
  units?: PropertyUnits;
  propertyUse?: PropertyUse;
  address?: PropertyAddress;
  /** Only a ZIP code so far (old flow's zip step, or a partner's referral). */
  zip?: string;
  estimatedValue?: number;
  listedForSale?: boolean;
  product?: Product;
  mortgagePurpose?: MortgagePurpose;
  purchasePrice?: number;
  downPayment?: number;
  cashOutAmount?: number;
  derogatory?: { bankruptcy: boolean; foreclosure: boolean; shortSale: boolean };
  borrower?: PersonAnswers;
  withCoborrower?: boolean;
  coborrower?: PersonAnswers;
  mortgageBalanceEstimate?: number;
  keepsFirstMortgage?: boolean;
  creditRange?: (typeof CREDIT_RANGES)[number];
  /** Ids of the credit report's mortgages that are liens on this home (mortgage-select). */
  selectedMortgageIds?: string[];
  /** Ids of the credit report's liabilities to pay off at closing (debts). */
  payoffLiabilityIds?: string[];
  /**
   * What the application's debt-consolidation step decided (decision 028): once set, pricing takes
   * its payoff and the change to monthly debts instead of `payoffLiabilityIds` alone.
   */
  debtConsolidation?: {
    payoffTotal: number;
    payoffMonthlyPayments: number;
    /** Added debts' monthly payments less those of the report's debts left out. */
    monthlyDebtAdjustment: number;
  };
  /** The first draw chosen on the offer. */
  chosenDraw?: number;
  /** The person went on from the offer (old flow's preview-offer). */
  offerAccepted?: boolean;
  /** The state the lender does not serve yet, and the e-mail to tell when it does (joinWaitlist). */
  waitlistState?: string;
  waitlistEmail?: string;
  /** The day a declined applicant asked to be reminded to check again (YYYY-MM-DD). */
  remindOn?: string;
  /** The person checked the details on the mcr screen (a partner's prefill, or their own answers). */
  detailsConfirmed?: boolean;
};
