import { PROPERTY_TYPES, PROPERTY_UNITS, PROPERTY_USES } from "../enums/property";
import { formatMoney } from "../format/money";
import { addressLine, labelOf } from "./personal-info-summary";
import type {
  DownPaymentSource,
  Gift,
  MortgageTransaction,
  SubjectProperty,
  TitleManner,
} from "./subject-property";
import type { SummaryOfSection as SummaryGroup } from "./summary-group";

export const TITLE_MANNER_LABELS: Record<TitleManner, string> = {
  soleOwnership: "Sole ownership",
  jointWithSpouse: "Joint with spouse",
  jointWithOthers: "Joint with others",
  tenantsInCommon: "Tenants in common",
  tenancyByTheEntirety: "Tenancy by the entirety",
  other: "Other",
};

export const DOWN_PAYMENT_SOURCE_LABELS: Record<DownPaymentSource, string> = {
  checkingSavings: "Checking or savings",
  saleOfProperty: "Sale of another property",
  retirementFunds: "Retirement funds",
  stocksAndBonds: "Stocks and bonds",
  giftFunds: "Gift",
  grant: "Grant",
  other: "Other",
};

export const GIFT_KIND_LABELS: Record<Gift["kind"], string> = {
  cashGift: "Cash gift",
  giftOfEquity: "Gift of equity",
  grant: "Grant",
};

export const GIFT_SOURCE_LABELS: Record<Gift["source"], string> = {
  relative: "Relative",
  unmarriedPartner: "Unmarried partner",
  employer: "Employer",
  nonprofit: "Nonprofit or religious organisation",
  governmentAgency: "Government agency",
  lender: "Lender",
  other: "Other",
};

function loanPurpose(property: SubjectProperty): string {
  if (property.product === "heloc") return "Home equity line of credit";
  if (property.transaction.purpose === "purchase") return "Purchase";
  return property.transaction.refinancePurpose === "cashOut"
    ? "Cash-out refinance"
    : "Rate and term refinance";
}

function transactionRows(transaction: MortgageTransaction): SummaryGroup["rows"] {
  if (transaction.purpose === "refinance")
    return transaction.cashOutAmount === undefined
      ? []
      : [{ label: "Cash out", value: formatMoney(transaction.cashOutAmount) }];
  return [
    { label: "Purchase price", value: formatMoney(transaction.purchasePrice) },
    { label: "Down payment", value: formatMoney(transaction.downPayment) },
    { label: "Down payment from", value: DOWN_PAYMENT_SOURCE_LABELS[transaction.downPaymentSource] },
  ];
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

function giftRows(transaction: MortgageTransaction): SummaryGroup["rows"] {
  if (transaction.purpose !== "purchase") return [];
  return transaction.gifts.map((gift) => ({
    label: `${GIFT_KIND_LABELS[gift.kind]} from ${GIFT_SOURCE_LABELS[gift.source].toLowerCase()}`,
    value: `${formatMoney(gift.amount)}, ${gift.deposited ? "deposited" : "not deposited yet"}`,
  }));
}

/**
 * Step 2 on the application summary, in Form 1003 order: loan and property (section 4a), gifts or
 * grants (4d), title (L3), then the costs of owning the home.
 */
export function subjectPropertySummary(property: SubjectProperty): SummaryGroup {
  const mortgage = property.product === "mortgage" ? property.transaction : null;
  return {
    title: "Property and loan",
    rows: [
      { label: "Loan purpose", value: loanPurpose(property) },
      ...(mortgage ? transactionRows(mortgage) : []),
      { label: "Property address", value: addressLine(property.address) },
      { label: "Occupancy", value: labelOf(PROPERTY_USES, property.propertyUse) },
      { label: "Property type", value: labelOf(PROPERTY_TYPES, property.propertyType) },
      { label: "Number of units", value: labelOf(PROPERTY_UNITS, property.units) },
      { label: "Property value", value: formatMoney(property.estimatedValue) },
      ...(mortgage ? giftRows(mortgage) : []),
      { label: "Names on the title", value: property.titleNames },
      { label: "Title held as", value: TITLE_MANNER_LABELS[property.titleManner] },
      { label: "Held in a trust", value: yesNo(property.isInTrust) },
      { label: "HOA fees per month", value: formatMoney(property.hoaMonthlyFees) },
      { label: "Property taxes per year", value: formatMoney(property.annualPropertyTaxes) },
      { label: "Homeowners insurance per year", value: formatMoney(property.annualHomeownersInsurance) },
    ],
  };
}
