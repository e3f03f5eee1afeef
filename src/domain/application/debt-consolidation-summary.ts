import { formatMoney } from "../format/money";
import { type DecidedLiability, debtConsolidationPricing, type OmitReason } from "./liability-decisions";
import type { SummaryOfSection as SummaryGroup } from "./summary-group";

export const OMIT_REASON_LABELS: Record<OmitReason, string> = {
  notMine: "Not my debt",
  paidOff: "Already paid off",
  paidByOthers: "Paid by someone else",
  fewerThanTenPaymentsLeft: "Ten or fewer payments left",
  duplicate: "Listed twice",
  other: "Other reason",
};

const DEBTOR_LABELS = { borrower: "borrower", coborrower: "coborrower", joint: "joint" } as const;

function decision(l: DecidedLiability): string {
  if (l.omitted) {
    const reason = l.omitReason ? OMIT_REASON_LABELS[l.omitReason] : "no reason";
    return `left out: ${l.omitNote ? `${reason} (${l.omitNote})` : reason}`;
  }
  if (l.toBePaidOff) return "paid off at closing";
  if (l.confirmed) return "kept";
  return "not reviewed";
}

function liabilityRow(l: DecidedLiability) {
  const payment = l.monthlyPayment == null ? "" : `, ${formatMoney(l.monthlyPayment)} a month`;
  const who = DEBTOR_LABELS[l.debtor ?? "borrower"];
  return {
    label: `${l.creditor} (${who}${l.addedByUser ? ", added by you" : ""})`,
    value: `${formatMoney(l.balance)} balance${payment}, ${decision(l)}`,
  };
}

const yesNo = (value: boolean | undefined) => (value ? "included in the payment" : "paid separately");

function escrowRows(l: DecidedLiability) {
  if (l.monthlyTaxPayment === undefined || l.monthlyInsurancePayment === undefined) return [];
  return [
    {
      label: `${l.creditor} property taxes`,
      value: `${formatMoney(l.monthlyTaxPayment)} a month, ${yesNo(l.taxIncludedInMonthlyPayment)}`,
    },
    {
      label: `${l.creditor} homeowners insurance`,
      value: `${formatMoney(l.monthlyInsurancePayment)} a month, ${yesNo(l.insuranceIncludedInMonthlyPayment)}`,
    },
  ];
}

/**
 * The step in Form 1003 order: section 2c (liabilities, each with the applicant's decision), the
 * mortgages' taxes and insurance, then what is paid off at closing (spec §5 payoff total).
 */
export function debtConsolidationSummary(liabilities: readonly DecidedLiability[]): SummaryGroup[] {
  const escrow = liabilities.filter((l) => !l.omitted).flatMap(escrowRows);
  const { payoffTotal } = debtConsolidationPricing(liabilities);
  return [
    {
      title: "Liabilities",
      rows: liabilities.length === 0 ? [{ label: "Debts", value: "None" }] : liabilities.map(liabilityRow),
    },
    ...(escrow.length ? [{ title: "Mortgage taxes and insurance", rows: escrow }] : []),
    {
      title: "Debts paid off at closing",
      rows: [
        ...liabilities
          .filter((l) => l.toBePaidOff)
          .map((l) => ({ label: l.creditor, value: formatMoney(l.balance) })),
        { label: "Payoff total", value: formatMoney(payoffTotal) },
      ],
    },
  ];
}
