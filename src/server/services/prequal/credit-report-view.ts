import { type CreditReport, countableMortgages, countableOwnedMortgages } from "@/domain/debts/credit-report";
import { isExcludedFromPayoff } from "@/domain/debts/liability";
import type { PostalAddress } from "@/domain/ports/person";

/** A mortgage as mortgage-select shows it, with an id stable for the same report. */
export type ReportMortgage = {
  id: string;
  /** The report ties it to a property at the home's address: chosen unless the person says otherwise. */
  onThisHome: boolean;
  creditor: string;
  balance: number;
  monthlyPayment: number | null;
  dateOpened: string | null;
};

/** A debt as the debts step shows it. */
export type ReportLiability = {
  id: string;
  creditor: string;
  balance: number;
  monthlyPayment: number | null;
  type: string | null;
  excludedFromPayoff: boolean;
};

const street = (address: PostalAddress) =>
  `${address.line1.trim().toLowerCase().replace(/\s+/g, " ")}|${address.zip}`;

/** The same home: the same street line and ZIP code, whatever the case or spacing. */
function sameHome(a: PostalAddress | null | undefined, b: PostalAddress | null | undefined): boolean {
  return Boolean(a && b && street(a) === street(b));
}

const day = (date: Date | string | null | undefined) =>
  date ? (typeof date === "string" ? date.slice(0, 10) : date.toISOString().slice(0, 10)) : null;

/**
 * Every countable mortgage the report shows once (spec §5): those tied to an owned property, then
 * the others not already among them, so the person picks the liens on this home.
 */
export function reportMortgages(report: CreditReport | null, home?: PostalAddress | null): ReportMortgage[] {
  if (!report) return [];
  const owned = countableOwnedMortgages(report).map(
    ({ property, propertyIndex, mortgageIndex, mortgage }) => ({
      id: `p${propertyIndex}m${mortgageIndex}`,
      m: mortgage,
      onThisHome: sameHome(property.property?.address, home),
    }),
  );
  const others = countableMortgages(report).map((m, i) => ({ id: `m${i}`, m, onThisHome: false }));
  return [...owned, ...others].map(({ id, m, onThisHome }) => ({
    id,
    onThisHome,
    creditor: m.creditor,
    balance: m.balance,
    monthlyPayment: m.monthlyPayment ?? null,
    dateOpened: day(m.dateOpened),
  }));
}

/** The report's debts other than mortgages (they are liens, chosen at mortgage-select). */
export function reportLiabilities(report: CreditReport | null): ReportLiability[] {
  if (!report) return [];
  return report.liabilities
    .map((l, i) => ({ l, id: `l${i}` }))
    .filter(({ l }) => l.type !== "mortgage")
    .map(({ l, id }) => ({
      id,
      creditor: l.creditor,
      balance: l.balance,
      monthlyPayment: l.monthlyPayment ?? null,
      type: l.type ?? null,
      excludedFromPayoff: isExcludedFromPayoff(l),
    }));
}
