import { formatMoney } from "../format/money";
import { formatPercent } from "../format/percent";
import type { SummaryOfSection } from "./summary-group";

/** The offer the applicant accepted, as priced now (the few numbers kept beside each pricing). */
export type OfferedLoan =
  | {
      product: "heloc";
      lineAmount: number;
      rate: number;
      apr: number;
      drawYears: number;
      repaymentYears: number;
      originationFee: number;
      /** The amount chosen to draw at closing, if one was. */
      firstDraw?: number | null;
    }
  | {
      product: "mortgage";
      label: string;
      loanAmount: number;
      rate: number;
      apr: number;
      monthlyPayment: number;
      originationFee: number;
    };

/**
 * The loan itself at the head of the summary (Form 1003 section 4, loan information): what the
 * applicant confirms they are applying for, with its amount, rate, APR and fee.
 */
export function loanSummary(loan: OfferedLoan): SummaryOfSection {
  if (loan.product === "heloc") {
    const rows = [
      { label: "Loan", value: "Home equity line of credit" },
      { label: "Line amount", value: formatMoney(loan.lineAmount) },
      { label: "Interest rate (variable)", value: formatPercent(loan.rate) },
      { label: "APR", value: formatPercent(loan.apr) },
      {
        label: "Draw period",
        value: `${loan.drawYears} years, then ${loan.repaymentYears} years of repayment`,
      },
      { label: "Origination fee", value: formatMoney(loan.originationFee) },
    ];
    if (loan.firstDraw) rows.push({ label: "Drawn at closing", value: formatMoney(loan.firstDraw) });
    return { title: "Your loan", rows };
  }
  return {
    title: "Your loan",
    rows: [
      { label: "Loan", value: loan.label },
      { label: "Loan amount", value: formatMoney(loan.loanAmount) },
      { label: "Interest rate", value: formatPercent(loan.rate) },
      { label: "APR", value: formatPercent(loan.apr) },
      { label: "Monthly payment", value: formatMoney(loan.monthlyPayment) },
      { label: "Origination fee", value: formatMoney(loan.originationFee) },
    ],
  };
}
