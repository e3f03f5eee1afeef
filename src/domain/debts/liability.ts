/** Spec §3: who owes a liability. */
export type Debtor = "borrower" | "coborrower" | "joint";

/**
 * The kinds of account a credit report lists (Form 1003's liability kinds). Student loans stand
 * apart from other installment loans because spec §9 asks for their statements.
 */
export const LIABILITY_TYPES = ["mortgage", "revolving", "installment", "studentLoan"] as const;
export type LiabilityType = (typeof LIABILITY_TYPES)[number];

/** Spec §3: a liability from the credit report or added by the applicant. */
export type Liability = {
  creditor: string;
  /** Non-negative whole dollars (spec §5). */
  balance: number;
  monthlyPayment?: number | null;
  dateOpened?: Date | string | null;
  hiCredit?: number | null;
  confirmed?: boolean | null;
  toBePaidOff?: boolean | null;
  /** Left out of the debt-to-income ratio, which needs a statement as proof (spec §9). */
  omitted?: boolean | null;
  debtor?: Debtor | null;
  /** A LiabilityType for a bureau's account; an applicant's own entry may name another kind. */
  type?: string | null;
  addedByUser?: boolean | null;
  latePaymentDays?: number | null;
  latePaymentDate?: Date | string | null;
};

/** Spec §5: Mosaic (a solar lender, paid through its own lien) is never part of a payoff. */
export function isExcludedFromPayoff(liability: Pick<Liability, "creditor">): boolean {
  return liability.creditor.toLowerCase().includes("mosaic");
}

/** Spec §5: the payoff total sums confirmed items only, leaving out creditors containing "mosaic". */
export function payoffTotal(
  liabilities: readonly Pick<Liability, "creditor" | "balance" | "confirmed">[],
): number {
  let total = 0;
  for (const liability of liabilities) {
    if (liability.confirmed === true && !isExcludedFromPayoff(liability)) total += liability.balance;
  }
  return total;
}

/**
 * The monthly payments that end at closing: those of the debts the payoff total pays (confirmed,
 * not Mosaic, spec §5). A debt-to-income ratio after closing leaves them out.
 */
export function payoffMonthlyPayments(
  liabilities: readonly Pick<Liability, "creditor" | "monthlyPayment" | "confirmed">[],
): number {
  let total = 0;
  for (const liability of liabilities) {
    if (liability.confirmed === true && !isExcludedFromPayoff(liability))
      total += liability.monthlyPayment ?? 0;
  }
  return total;
}
