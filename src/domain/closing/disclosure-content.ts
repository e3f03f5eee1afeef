import { interestOnlyPayment, monthlyPayment } from "../pricing/amortization";
import type { HelocOffer } from "../pricing/heloc-offer";
import type { MortgageOffer } from "../pricing/mortgage-offer";

/** What every disclosure prints at its head: whose application, and on which day it was prepared. */
type Heading = { reference: string; preparedOn: string; borrowerNames: string[]; rateSheetVersion: number };

/** Reg Z 1026.40(d)(5)(iii), (d)(12)(x): the payment examples are for a $10,000 balance. */
export const EXAMPLE_BALANCE = 10_000;

/** The HELOC program disclosure's figures (1026.40(d)), from the offered line and its rate sheet. */
export type HelocProgramContent = Heading & {
  kind: "helocProgramDisclosure";
  lineAmount: number;
  minimumLine: number;
  indexName: string;
  indexRate: number;
  margin: number;
  rate: number;
  apr: number;
  rateCap: number;
  drawYears: number;
  repaymentYears: number;
  originationFee: number;
  originationFeeRate: number;
  example: {
    drawPayment: number;
    repaymentPayment: number;
    maxDrawPayment: number;
    maxRepaymentPayment: number;
  };
};

/** The brochure summary: its text is kept with the delivery, so the document stays what was given. */
export type HelocBrochureContent = Heading & { kind: "helocBrochure"; text: string };

/** The Loan Estimate's figures (1026.37) as far as the priced offer knows them. */
export type LoanEstimateContent = Heading & {
  kind: "loanEstimate";
  label: string;
  termYears: number;
  purpose: string;
  loanAmount: number;
  rate: number;
  apr: number;
  principalAndInterest: number;
  monthlyMortgageInsurance: number;
  mortgageInsuranceMonths: number;
  monthlyTaxes: number;
  monthlyInsurance: number;
  totalMonthlyPayment: number;
  originationFee: number;
  adjustable: {
    fixedYears: number;
    adjustEveryMonths: number;
    indexName: string;
    margin: number;
    maxRate: number;
  } | null;
};

export type DisclosureContent = HelocProgramContent | HelocBrochureContent | LoanEstimateContent;

/** The program disclosure of the offered line: index plus margin, the cap, and the $10,000 examples. */
export function helocProgramContent(
  heading: Heading,
  offer: HelocOffer,
  sheet: { indexName: string; indexRate: number; minimumLine: number },
): HelocProgramContent {
  const repaymentMonths = offer.repaymentYears * 12;
  return {
    ...heading,
    kind: "helocProgramDisclosure",
    lineAmount: offer.line.value,
    minimumLine: sheet.minimumLine,
    indexName: sheet.indexName,
    indexRate: sheet.indexRate,
    // The rate is the index plus the margin unless the cap held it down.
    margin: Math.round((offer.rate.value - sheet.indexRate) * 1e6) / 1e6,
    rate: offer.rate.value,
    apr: offer.apr.value,
    rateCap: offer.maxRate,
    drawYears: offer.drawYears,
    repaymentYears: offer.repaymentYears,
    originationFee: offer.originationFee.value,
    originationFeeRate: offer.originationFeeRate,
    example: {
      drawPayment: interestOnlyPayment(EXAMPLE_BALANCE, offer.rate.value),
      repaymentPayment: monthlyPayment(EXAMPLE_BALANCE, offer.rate.value, repaymentMonths),
      maxDrawPayment: interestOnlyPayment(EXAMPLE_BALANCE, offer.maxRate),
      maxRepaymentPayment: monthlyPayment(EXAMPLE_BALANCE, offer.maxRate, repaymentMonths),
    },
  };
}

/** The Loan Estimate of the priced mortgage offer. */
export function loanEstimateContent(
  heading: Heading,
  offer: MortgageOffer,
  purpose: string,
): LoanEstimateContent {
  return {
    ...heading,
    kind: "loanEstimate",
    label: offer.label,
    termYears: offer.termYears,
    purpose,
    loanAmount: offer.loanAmount.value,
    rate: offer.rate.value,
    apr: offer.apr.value,
    principalAndInterest: offer.principalAndInterest.value,
    monthlyMortgageInsurance: offer.monthlyMortgageInsurance.value,
    mortgageInsuranceMonths: offer.mortgageInsuranceMonths,
    monthlyTaxes: offer.monthlyTaxes.value,
    monthlyInsurance: offer.monthlyInsurance.value,
    totalMonthlyPayment: offer.totalMonthlyPayment.value,
    originationFee: offer.originationFee.value,
    adjustable: offer.adjustable
      ? {
          fixedYears: offer.adjustable.fixedYears,
          adjustEveryMonths: offer.adjustable.adjustEveryMonths,
          indexName: offer.adjustable.index.name,
          margin: offer.adjustable.margin,
          maxRate: offer.adjustable.maxRate,
        }
      : null,
  };
}
