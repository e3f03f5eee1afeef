/**
 * Debt-to-income after closing (decision 021): today's monthly debt payments, less those of the
 * debts paid off at closing (never below 0), plus the new loan's payment, over monthly income. An
 * income of $0 or less makes it infinite. The HELOC's pricing and the automated decision share it.
 */
export function debtToIncomeAfterClosing(
  debts: { monthlyDebtPayments: number; payoffMonthlyPayments: number },
  newPayment: number,
  monthlyIncome: number,
): number {
  const remaining = Math.max(0, debts.monthlyDebtPayments - debts.payoffMonthlyPayments);
  return monthlyIncome > 0 ? (remaining + newPayment) / monthlyIncome : Number.POSITIVE_INFINITY;
}
