/** Spec §4: the debts step shows as step 2 once any debt is confirmed, otherwise (and when empty) step 1. */
export function debtStepNumber(debts: readonly { confirmed?: boolean | null }[]): 1 | 2 {
  return debts.some((debt) => debt.confirmed === true) ? 2 : 1;
}
