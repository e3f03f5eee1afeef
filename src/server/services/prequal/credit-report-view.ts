import type { CreditReport } from "@/domain/debts/credit-report";
import { reportMortgageRecords } from "@/domain/debts/home-liens";
import { type Debtor, isExcludedFromPayoff } from "@/domain/debts/liability";
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
  /** Whose account it is: a joint pull lists both people's. */
  debtor: Debtor | null;
  excludedFromPayoff: boolean;
};

const day = (date: Date | string | null | undefined) =>
  date ? (typeof date === "string" ? date.slice(0, 10) : date.toISOString().slice(0, 10)) : null;

/** Every countable mortgage the report shows once (spec §5), so the person picks the liens on this home. */
export function reportMortgages(report: CreditReport | null, home?: PostalAddress | null): ReportMortgage[] {
  return reportMortgageRecords(report, home).map(({ id, mortgage: m, tiedToHome }) => ({
    id,
    onThisHome: tiedToHome,
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
      debtor: l.debtor ?? null,
      excludedFromPayoff: isExcludedFromPayoff(l),
    }));
}
