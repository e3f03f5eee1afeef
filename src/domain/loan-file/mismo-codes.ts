import type { AssetAccountType } from "../application/assets";
import type { BusinessType } from "../application/business-information";
import type { OtherPropertyTitle, OtherPropertyType } from "../application/declarations";
import type { PropertyStatus } from "../application/real-estate-owned";
import type { Citizenship, MaritalStatus, MilitaryStatus } from "../enums/borrower";
import type { PropertyUse } from "../enums/property";
import type { IncomeType } from "../income/income-types";

/** The application's words in MISMO's enumerations, as the ULAD mapping pairs Form 1003's boxes with them. */

export const CITIZENSHIP: Record<Citizenship, string> = {
  usCitizen: "USCitizen",
  permanentResident: "PermanentResidentAlien",
  nonPermanentResident: "NonPermanentResidentAlien",
  nonResidentAlien: "NonResidentAlien",
};

export const MARITAL_STATUS: Record<MaritalStatus, string> = {
  unmarried: "Unmarried",
  married: "Married",
  separated: "Separated",
};

/** Form 1003 section 7; "never served" is SelfDeclaredMilitaryServiceIndicator false, with no service. */
export const MILITARY_STATUS: Record<Exclude<MilitaryStatus, "none" | "survivingSpouse">, string> = {
  currentlyServing: "ActiveDuty",
  retiredOrDischardOrSeparated: "Separated",
  reserveOrNationalGuard: "ReserveNationalGuardNeverActivated",
};

export const PROPERTY_USAGE: Record<PropertyUse, string> = {
  primaryResidence: "PrimaryResidence",
  secondHome: "SecondHome",
  investment: "Investment",
};

export const PRIOR_PROPERTY_USAGE: Record<OtherPropertyType, string> = PROPERTY_USAGE;

export const PRIOR_PROPERTY_TITLE: Record<OtherPropertyTitle, string> = {
  sole: "Sole",
  jointWithSpouse: "JointWithSpouse",
  jointWithOther: "JointWithOtherThanSpouse",
};

export const DISPOSITION_STATUS: Record<PropertyStatus, string> = {
  retained: "Retain",
  pendingSale: "PendingSale",
  sold: "Sold",
};

export const ASSET_TYPE: Record<AssetAccountType, string> = {
  checking: "CheckingAccount",
  savings: "SavingsAccount",
  moneyMarket: "MoneyMarketFund",
  certificateOfDeposit: "CertificateOfDepositTimeDeposit",
  mutualFund: "MutualFund",
  stocks: "Stock",
  bonds: "Bond",
  retirement: "RetirementFund",
  trustAccount: "TrustAccount",
  cashValueOfLifeInsurance: "LifeInsurance",
};

/** Form 1003 section 1e's other income, by the application's income types ("main" is a job's). */
export const INCOME_TYPE: Record<Exclude<IncomeType, "main" | "rental">, string> = {
  pension: "Pension",
  // ULAD lists annuities under "Retirement (e.g., Pension, IRA)": DefinedContributionPlan.
  annuity: "DefinedContributionPlan",
  bah: "MilitaryQuartersAllowance",
  bas: "MilitaryRationsAllowance",
  alimony: "Alimony",
  childSupport: "ChildSupport",
  disability: "Disability",
  fosterCare: "FosterCare",
  // Foreign income is flagged on the item (ForeignIncomeIndicator), its kind not asked.
  foreign: "Other",
  capitalGains: "CapitalGains",
  interestAndDividends: "DividendsInterest",
  socialSecurity: "SocialSecurity",
};

export const LEGAL_ENTITY_TYPE: Record<BusinessType, string> = {
  soleProprietorship: "SoleProprietorship",
  partnership: "Partnership",
  sCorporation: "Corporation",
  cCorporation: "Corporation",
  llc: "LimitedLiabilityCompany",
};

/** Credit-report and added debt kinds; a mortgage is a MortgageLoan (its lien position is not reported). */
export function liabilityType(type: string | null | undefined): { type: string; other?: string } {
  switch (type) {
    case "mortgage":
      return { type: "MortgageLoan" };
    case "revolving":
      return { type: "Revolving" };
    case "installment":
      return { type: "Installment" };
    case "studentLoan":
      return { type: "Installment" };
    default:
      return { type: "Other", other: type ?? "Other" };
  }
}

export const BANKRUPTCY_CHAPTER: Record<string, string> = {
  "7": "ChapterSeven",
  "11": "ChapterEleven",
  "12": "ChapterTwelve",
  "13": "ChapterThirteen",
  "15": "ChapterFifteen",
  other: "Other",
};
