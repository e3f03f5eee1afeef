import { parseYearMonthDay } from "../format/date";
import type { PostalAddress } from "../ports/person";
import type { Liability } from "./liability";

/** Spec §3: a mortgage or debt record as the credit bureau reports it. */
export type MortgageRecord = {
  creditor: string;
  balance: number;
  dateOpened?: Date | string | null;
  hiCredit?: number | null;
  confirmed?: boolean | null;
  toBePaidOff?: boolean | null;
  monthlyPayment?: number | null;
  latePaymentDays?: number | null;
  /** When the late payment was due; with latePaymentDays, what the late-payment decline reads. */
  latePaymentDate?: Date | string | null;
};

/** Spec §3: a property the borrower owns, with the mortgages attached to it. */
export type PropertyOwnership = {
  propertyId: string;
  property?: {
    address?: PostalAddress | null;
    state?: string | null;
    fees?: number | null;
    units?: number | null;
  } | null;
  annualRentalIncome?: number | null;
  mortgages: readonly MortgageRecord[];
};

/** One bureau's score for one person on the report. */
export type CreditScore = {
  /** The bureau whose file the score was computed from, e.g. "Equifax". */
  bureau: string;
  score: number;
  /** Whose score: a joint pull carries both people's. */
  borrower: "borrower" | "coborrower";
  /** The bureau's reasons the score is not higher, most important first: an adverse-action notice lists them. */
  keyFactors: string[];
};

/** Who furnished the report: the FCRA score disclosure and adverse-action notice name them. */
export type CreditBureauContact = {
  name: string;
  address: PostalAddress;
  /** 10 digits. */
  phone: string;
};

/**
 * Spec §3: the credit report the soft pull returns. `liabilities` lists every account, mortgages
 * included (type "mortgage"), each with its debtor; `mortgages` lists the mortgage accounts again as
 * mortgage records, and a property's own list repeats those tied to it (`countableMortgages`
 * drops the repeats).
 */
export type CreditReport = {
  /** The bureau's own reference for this pull. */
  reportId: string;
  /** The day of the pull, YYYY-MM-DD: late payments and the report's age count from it. */
  pulledOn: string;
  bureau: CreditBureauContact;
  scores: CreditScore[];
  liabilities: Liability[];
  mortgages: MortgageRecord[];
  propertyOwnership: PropertyOwnership[];
};

/**
 * Dates compare as their UTC day, whether they arrive as a Date, as "YYYY-MM-DD" (read in UTC,
 * spec §5) or as an ISO time ("2019-04-01T20:00:00-05:00" is 2 April in UTC). Null when missing or
 * unreadable.
 */
function dayOf(date: Date | string | null | undefined): number | null {
  if (!date) return null;
  const ymd = typeof date === "string" ? parseYearMonthDay(date) : null;
  const value = ymd?.ok ? ymd.value : new Date(date);
  if (Number.isNaN(value.getTime())) return null;
  return Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate());
}

const sameMortgage = (a: MortgageRecord, b: MortgageRecord) =>
  a.creditor.trim().toLowerCase() === b.creditor.trim().toLowerCase() &&
  a.balance === b.balance &&
  dayOf(a.dateOpened) === dayOf(b.dateOpened);

/** Spec §5: a mortgage counts only when its balance or high credit is above 0. */
export const isCountableMortgage = (m: MortgageRecord): boolean => m.balance > 0 || (m.hiCredit ?? 0) > 0;

/** An owned property's mortgage that counts, with its place in the report (ids are built from it). */
export type OwnedMortgage = {
  property: PropertyOwnership;
  propertyIndex: number;
  mortgageIndex: number;
  mortgage: MortgageRecord;
};

/**
 * Spec §5 for the properties' own lists: a mortgage tied to an owned property counts, like any
 * other, only when its balance or high credit is above 0. Each keeps its place in the report, so
 * ids made from it stay the same whichever of its neighbours is left out.
 */
export function countableOwnedMortgages(creditReport: {
  propertyOwnership: readonly PropertyOwnership[];
}): OwnedMortgage[] {
  return creditReport.propertyOwnership.flatMap((property, propertyIndex) =>
    property.mortgages.flatMap((mortgage, mortgageIndex) =>
      isCountableMortgage(mortgage) ? [{ property, propertyIndex, mortgageIndex, mortgage }] : [],
    ),
  );
}

/**
 * Spec §5: a mortgage counts only when its balance or high credit is above 0, and is dropped when
 * the same creditor, balance and open date appear in a property's own mortgage list (it is already
 * counted there). Creditor names compare without case or surrounding spaces. These are the
 * report's mortgages tied to no property; `countableOwnedMortgages` gives the properties' own.
 */
export function countableMortgages(creditReport: {
  mortgages: readonly MortgageRecord[];
  propertyOwnership: readonly PropertyOwnership[];
}): MortgageRecord[] {
  const owned = creditReport.propertyOwnership.flatMap((p) => p.mortgages);
  return creditReport.mortgages.filter(
    (m) => isCountableMortgage(m) && !owned.some((o) => sameMortgage(m, o)),
  );
}
