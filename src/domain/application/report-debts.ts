import type { CreditReport, MortgageRecord } from "../debts/credit-report";
import { homeLiens, reportMortgageRecords } from "../debts/home-liens";
import { type Debtor, isExcludedFromPayoff, type Liability } from "../debts/liability";
import type { PostalAddress } from "../ports/person";

/**
 * A debt of the credit report as the debt-consolidation step lists it, once each. Ids are those
 * the prequalification steps gave (debts: `l<n>`, mortgage-select: `p<n>m<n>` and `m<n>`), so the
 * debts chosen there (`payoffLiabilityIds`) are chosen here too.
 */
export type ReportDebt = {
  id: string;
  creditor: string;
  balance: number;
  monthlyPayment: number | null;
  dateOpened: string | null;
  hiCredit: number | null;
  type: string | null;
  debtor: Debtor;
  isMortgage: boolean;
  /** The owned property the mortgage is recorded against (spec §3 property ownership). */
  propertyId: string | null;
  /** Spec §5: Mosaic is never part of a payoff. */
  excludedFromPayoff: boolean;
};

const dayOf = (date: Date | string | null | undefined) =>
  date ? (typeof date === "string" ? date.slice(0, 10) : date.toISOString().slice(0, 10)) : null;

/** The debtor of a mortgage record: the liability with the same creditor, balance and open date. */
function mortgageDebtor(report: CreditReport, m: MortgageRecord): Debtor {
  const match = report.liabilities.find(
    (l) =>
      l.type === "mortgage" &&
      l.creditor.trim().toLowerCase() === m.creditor.trim().toLowerCase() &&
      l.balance === m.balance &&
      dayOf(l.dateOpened) === dayOf(m.dateOpened),
  );
  return match?.debtor ?? "borrower";
}

function fromRecord(
  report: CreditReport,
  id: string,
  m: MortgageRecord,
  propertyId: string | null,
): ReportDebt {
  return {
    id,
    creditor: m.creditor,
    balance: m.balance,
    monthlyPayment: m.monthlyPayment ?? null,
    dateOpened: dayOf(m.dateOpened),
    hiCredit: m.hiCredit ?? null,
    type: "mortgage",
    debtor: mortgageDebtor(report, m),
    isMortgage: true,
    propertyId,
    excludedFromPayoff: isExcludedFromPayoff(m),
  };
}

function fromLiability(id: string, l: Liability): ReportDebt {
  return {
    id,
    creditor: l.creditor,
    balance: l.balance,
    monthlyPayment: l.monthlyPayment ?? null,
    dateOpened: dayOf(l.dateOpened),
    hiCredit: l.hiCredit ?? null,
    type: l.type ?? null,
    debtor: l.debtor ?? "borrower",
    isMortgage: false,
    propertyId: null,
    excludedFromPayoff: isExcludedFromPayoff(l),
  };
}

/**
 * Every debt on the report once (spec §5): the accounts other than mortgages, then each owned
 * property's mortgages, then the countable mortgages not already in a property's list (a mortgage
 * counts when its balance or high credit is above 0, and is dropped when the same creditor, balance
 * and open date appear in a property's own list).
 */
export function reportDebts(report: CreditReport | null): ReportDebt[] {
  if (!report) return [];
  const others = report.liabilities.flatMap((l, i) =>
    l.type === "mortgage" ? [] : [fromLiability(`l${i}`, l)],
  );
  const mortgages = reportMortgageRecords(report, null).map(({ id, mortgage, property }) =>
    fromRecord(report, id, mortgage, property?.propertyId ?? null),
  );
  return [...others, ...mortgages];
}

/** A debt as the debt-consolidation screen shows it: a mortgage says whether it is on the home. */
export type ReportDebtOnScreen = ReportDebt & { onThisHome: boolean };

/**
 * The report's debts, each mortgage marked on the home the loan is for or not, as `homeLiens`
 * decides for the offer, the decision and the checklist (decision 045).
 */
export function reportDebtsOnScreen(
  report: CreditReport | null,
  home: PostalAddress | null | undefined,
  selectedMortgageIds: readonly string[] | undefined,
): ReportDebtOnScreen[] {
  const onHome = new Set(homeLiens(report, home, selectedMortgageIds).liens.map((l) => l.id));
  return reportDebts(report).map((d) => ({ ...d, onThisHome: d.isMortgage && onHome.has(d.id) }));
}
