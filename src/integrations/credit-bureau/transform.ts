import type {
  CreditReport,
  CreditScore,
  MortgageRecord,
  PropertyOwnership,
} from "@/domain/debts/credit-report";
import type { Debtor, Liability, LiabilityType } from "@/domain/debts/liability";
import { formatYearMonthDay, parseYearMonthDay } from "@/domain/format/date";
import type { PostalAddress } from "@/domain/ports/person";
import { addressKey, digestOf } from "../stable-hash";
import type {
  AccountTypeCode,
  BureauResponse,
  PropertyRecord,
  Repository,
  Tradeline,
} from "./vendor-payload";

const REPOSITORY_NAMES: Record<Repository, string> = {
  EFX: "Equifax",
  XPN: "Experian",
  TUC: "TransUnion",
};

const LIABILITY_TYPE: Record<AccountTypeCode, LiabilityType> = {
  MTG: "mortgage",
  REV: "revolving",
  INS: "installment",
  EDU: "studentLoan",
};

/** Spec §3, §5: whole dollars, never below 0 (a card paid past zero shows a credit balance). */
const dollars = (amount: number) => Math.max(0, Math.round(amount));

/** Spec §5: dates as YYYY-MM-DD; bureaus report some only to the month, read as its first day. */
export function isoDay(text: string | null | undefined): string | null {
  if (!text) return null;
  const day = parseYearMonthDay(/^\d{4}-\d{2}$/.test(text) ? `${text}-01` : text);
  return day.ok ? formatYearMonthDay(day.value) : null;
}

/** The same house always gets the same id, whichever pull or vendor reports it (unit included). */
export const propertyIdFor = (address: PostalAddress) =>
  `prop-${digestOf(addressKey(address, { unit: true }))}`;

/**
 * The latest late payment. Without its month, the worst count still says how late it was, with no
 * date, so a late payment is never lost because the vendor left the month out.
 */
function latePayment(t: Tradeline): { latePaymentDays: number | null; latePaymentDate: string | null } {
  if (t.mostRecentLate) {
    return { latePaymentDays: t.mostRecentLate.daysLate, latePaymentDate: isoDay(t.mostRecentLate.month) };
  }
  const { days30, days60, days90Plus } = t.lateCounts;
  const worst = days90Plus > 0 ? 90 : days60 > 0 ? 60 : days30 > 0 ? 30 : null;
  return { latePaymentDays: worst, latePaymentDate: null };
}

function mortgageRecord(t: Tradeline): MortgageRecord {
  return {
    creditor: t.creditorName,
    balance: dollars(t.currentBalance),
    dateOpened: isoDay(t.dateOpened),
    hiCredit: dollars(t.highCredit),
    monthlyPayment: dollars(t.monthlyPayment),
    confirmed: false,
    toBePaidOff: false,
    ...latePayment(t),
  };
}

function liability(t: Tradeline, debtor: Debtor): Liability {
  return {
    ...mortgageRecord(t),
    type: LIABILITY_TYPE[t.accountType],
    debtor,
    omitted: false,
    addedByUser: false,
  };
}

function ownedProperty(record: PropertyRecord, tradelines: readonly Tradeline[]): PropertyOwnership {
  const { street, unit, city, state, postalCode } = record.address;
  const address: PostalAddress = { line1: street, line2: unit ?? null, city, state, zip: postalCode };
  const rent = record.estimatedMonthlyRent;
  return {
    propertyId: propertyIdFor(address),
    property: { address, state },
    annualRentalIncome: rent ? dollars(rent * 12) : null,
    mortgages: tradelines
      .filter((t) => t.accountType === "MTG" && record.linkedTradelineIds.includes(t.tradelineId))
      .map(mortgageRecord),
  };
}

/**
 * Vendor response -> domain credit report. Null when no one pulled has a file (spec §4 "Credit
 * Pull": a thin file). Each score and account says whose it is: an account both people owe is
 * joint. Mortgages appear among the liabilities, in `mortgages`, and in the list of the property
 * they are recorded against (`countableMortgages` drops the repeat).
 */
export function creditReportFromBureau(response: BureauResponse): CreditReport | null {
  const onFile = response.borrowers.filter((b) => b.fileStatus === "HIT");
  if (onFile.length === 0) return null;
  const pulledOn = isoDay(response.reportDate);
  if (!pulledOn) throw new Error(`The bureau's report date is unreadable: ${response.reportDate}`);
  const roleOf = new Map(
    response.borrowers.map((b) => [b.borrowerId, b.role === "PRIMARY" ? "borrower" : "coborrower"] as const),
  );
  const debtorOf = (t: Tradeline): Debtor => {
    const roles = new Set(t.borrowerIds.map((id) => roleOf.get(id)));
    if (roles.size > 1) return "joint";
    return roles.has("coborrower") ? "coborrower" : "borrower";
  };
  const scores: CreditScore[] = onFile.flatMap((b) =>
    b.scores.map((s) => ({
      bureau: REPOSITORY_NAMES[s.repository],
      score: s.value,
      borrower: roleOf.get(b.borrowerId) ?? "borrower",
      keyFactors: s.factors.map((f) => f.text),
    })),
  );
  const { name, mailingAddress, phone } = response.provider;
  return {
    reportId: response.reportId,
    pulledOn,
    bureau: {
      name,
      address: {
        line1: mailingAddress.street,
        city: mailingAddress.city,
        state: mailingAddress.state,
        zip: mailingAddress.postalCode,
      },
      phone: phone.replace(/\D/g, ""),
    },
    scores,
    liabilities: response.tradelines.map((t) => liability(t, debtorOf(t))),
    mortgages: response.tradelines.filter((t) => t.accountType === "MTG").map(mortgageRecord),
    propertyOwnership: response.propertyRecords.map((r) => ownedProperty(r, response.tradelines)),
  };
}
