/** Spec §3: the reports the lender pays for (a charge is recorded for each). */
export const REPORT_TYPES = [
  { value: "avm", label: "Automated valuation" },
  { value: "avmCascade", label: "Automated valuation (cascade)" },
  { value: "singleCredit", label: "Credit report" },
  { value: "jointCredit", label: "Joint credit report" },
  { value: "singleCreditCoborrower", label: "Coborrower credit report" },
] as const;
export type ReportType = (typeof REPORT_TYPES)[number]["value"];
