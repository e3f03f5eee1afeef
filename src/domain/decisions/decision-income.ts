import type { Who } from "../application/application-steps";
import { type Employment, isCurrent, isCurrentVerified } from "../employment/employment";
import { formatMoney } from "../format/money";
import type { IncomeSource } from "../income/income-source";
import { incomeTypeLabel } from "../income/income-types";

/** What the automated decision knows of one borrower's income (step 4's jobs, other income). */
export type BorrowerIncome = {
  who: Who;
  employments: readonly Employment[];
  /** `incomeSourcesOf` the borrower's other income (rents only on properties still on file). */
  incomeSources: readonly IncomeSource[];
};

/** One monthly amount counted as income, with where it came from. */
export type IncomeLine = {
  who: Who;
  label: string;
  monthly: number;
  /** From a payroll connection (decision 029) rather than typed by the applicant. */
  verified: boolean;
  explanation: string;
};

const PAY_KINDS = [
  ["base", "Base pay"],
  ["overtime", "Overtime"],
  ["bonuses", "Bonus"],
  ["commissions", "Commission"],
] as const;

const WHOSE: Record<Who, string> = { borrower: "Your", coborrower: "Your coborrower’s" };

/**
 * Spec §3 income as a lender counts it: each current job's base, overtime, bonus and commission
 * (a job that has ended earns nothing now), then every other income source's monthly amount.
 */
export function incomeLines(borrowers: readonly BorrowerIncome[]): IncomeLine[] {
  return borrowers.flatMap(({ who, employments, incomeSources }) => {
    const jobs = employments.filter(isCurrent).flatMap((job) => {
      const verified = isCurrentVerified(job);
      const employer = job.employerName || "your employer";
      return PAY_KINDS.flatMap(([kind, label]) => {
        const monthly = job[kind] ?? 0;
        if (monthly <= 0) return [];
        return [
          {
            who,
            label: `${label} at ${employer}`,
            monthly,
            verified,
            explanation: `${WHOSE[who]} ${label.toLowerCase()} a month, ${
              verified ? `verified through ${job.dataSource}` : "as you entered it"
            }`,
          },
        ];
      });
    });
    const other = incomeSources.flatMap((source) => {
      const monthly = source.otherValue ?? 0;
      if (monthly <= 0) return [];
      const label = incomeTypeLabel(source.type);
      return [
        {
          who,
          label,
          monthly,
          verified: false,
          explanation: `${WHOSE[who]} ${label.toLowerCase()} of ${formatMoney(monthly)} a month, as you entered it`,
        },
      ];
    });
    return [...jobs, ...other];
  });
}

/** The monthly income the ratios use: every line added up; null when there is none. */
export function monthlyIncomeOf(lines: readonly IncomeLine[]): number | null {
  const total = lines.reduce((sum, line) => sum + line.monthly, 0);
  return total > 0 ? Math.round(total) : null;
}
