/** Spec §3: income types an income source can have. */
export const INCOME_TYPES = [
  { value: "main", label: "Employment" },
  { value: "pension", label: "Pension" },
  { value: "annuity", label: "Annuity" },
  { value: "bah", label: "Basic Allowance for Housing (BAH)" },
  { value: "bas", label: "Basic Allowance for Subsistence (BAS)" },
  { value: "alimony", label: "Alimony" },
  { value: "childSupport", label: "Child support" },
  { value: "disability", label: "Disability" },
  { value: "fosterCare", label: "Foster care" },
  { value: "foreign", label: "Foreign income" },
  { value: "capitalGains", label: "Capital gains" },
  { value: "interestAndDividends", label: "Interest and dividends" },
  { value: "socialSecurity", label: "Social Security" },
  { value: "rental", label: "Rental income" },
] as const;
export type IncomeType = (typeof INCOME_TYPES)[number]["value"];

/**
 * Spec §3: types that only have a label (they come from verification reports and bank data, and no
 * document rule depends on them).
 */
export const INCOME_TYPE_EXTRA_LABELS = [
  { value: "salary", label: "Salary" },
  { value: "unemployment", label: "Unemployment" },
  { value: "cash", label: "Cash" },
  { value: "gig", label: "Gig work" },
  { value: "cashDeposit", label: "Cash deposit" },
  { value: "transferFromApplication", label: "Transfer from application" },
  { value: "taxRefund", label: "Tax refund" },
  { value: "benefitOther", label: "Other benefit" },
  { value: "other", label: "Other" },
] as const;
export type IncomeLabelType = (typeof INCOME_TYPE_EXTRA_LABELS)[number]["value"];

const LABELS = new Map<string, string>(
  [...INCOME_TYPES, ...INCOME_TYPE_EXTRA_LABELS].map((t) => [t.value, t.label]),
);

/** The label for any income type, including the label-only ones; unknown types read "Other". */
export function incomeTypeLabel(type: string): string {
  return LABELS.get(type) ?? "Other";
}
