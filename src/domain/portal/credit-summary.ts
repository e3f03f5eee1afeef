import type { CreditReport } from "../debts/credit-report";
import { borrowerRepresentativeScore, representativeScore } from "../pricing/representative-score";

/**
 * The credit report as a loan file summarises it (issue 22 item 1): who pulled it and when, each
 * borrower's scores and representative score, the application's representative score (the lowest
 * borrower's), and the accounts by kind with their balances and payments; late payments counted. What is paid
 * off at closing is the application's liabilities section, as the applicant decided it.
 */
export type CreditSummary = {
  bureau: string;
  reportId: string;
  pulledOn: string;
  representativeScore: number | null;
  borrowers: {
    who: "borrower" | "coborrower";
    representativeScore: number | null;
    scores: { bureau: string; score: number }[];
    keyFactors: string[];
  }[];
  accounts: { type: string; count: number; balance: number; monthlyPayment: number }[];
  latePayments: number;
};

const WHO = ["borrower", "coborrower"] as const;

export function creditSummary(report: CreditReport): CreditSummary {
  const borrowers = WHO.flatMap((who) => {
    const scores = report.scores.filter((s) => s.borrower === who);
    if (scores.length === 0) return [];
    return [
      {
        who,
        representativeScore: borrowerRepresentativeScore(scores.map((s) => s.score)),
        scores: scores.map((s) => ({ bureau: s.bureau, score: s.score })),
        keyFactors: scores.flatMap((s) => s.keyFactors).filter((f, i, all) => all.indexOf(f) === i),
      },
    ];
  });
  const byType = new Map<string, { type: string; count: number; balance: number; monthlyPayment: number }>();
  for (const l of report.liabilities) {
    const type = l.type ?? "other";
    const kept = byType.get(type) ?? { type, count: 0, balance: 0, monthlyPayment: 0 };
    kept.count += 1;
    kept.balance += l.balance;
    kept.monthlyPayment += l.monthlyPayment ?? 0;
    byType.set(type, kept);
  }
  return {
    bureau: report.bureau.name,
    reportId: report.reportId,
    pulledOn: report.pulledOn,
    representativeScore: representativeScore(borrowers.map((b) => b.scores.map((s) => s.score))),
    borrowers,
    accounts: [...byType.values()],
    latePayments: report.liabilities.filter((l) => (l.latePaymentDays ?? 0) > 0).length,
  };
}
