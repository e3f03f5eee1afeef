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

/** Dates compare as their UTC day, whichever of Date or "YYYY-MM-DD..." text they arrive as. */
function dayOf(date: Date | string | null | undefined): string {
  if (!date) return "";
  if (typeof date === "string") return date.slice(0, 10);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
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
