import { parseYearMonthDay } from "../format/date";
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
};

/** Spec §3: a property the borrower owns, with the mortgages attached to it. */
export type PropertyOwnership = {
  propertyId: string;
  property?: { state?: string | null; fees?: number | null; units?: number | null } | null;
  annualRentalIncome?: number | null;
  mortgages: readonly MortgageRecord[];
};

/** Spec §3: the credit report the soft pull returns. */
export type CreditReport = {
  scores: { bureau: string; score: number }[];
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

/**
 * Spec §5: a mortgage counts only when its balance or high credit is above 0, and is dropped when
 * the same creditor, balance and open date appear in a property's own mortgage list (it is already
 * counted there). Creditor names compare without case or surrounding spaces.
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
