import type { DecisionDerivation } from "../decisions/automated-decision";
import type { PropertyValueSource } from "../pricing/equity";
import type { HelocPricing } from "../pricing/heloc-offer";
import type { MortgagePricing } from "../pricing/mortgage-offer";

/**
 * The loan file's headline figures (issue 22 item 1, decision 084): the value with where it came
 * from, the loan-to-value (combined for a HELOC, whose line sits behind the mortgages) and the
 * debt-to-income ratio. The decision's derivation holds them as decided; before the decision, the
 * current offer's pricing does.
 */
export type LoanFileFigures = {
  value: { amount: number; source: string } | null;
  loanToValue: { label: "CLTV" | "LTV"; ratio: number } | null;
  debtToIncome: number | null;
  /** Where these figures come from, in words: "the decision of …" or "the current offer". */
  from: "decision" | "offer";
};

/** Where the value used came from, in the lender's words (the borrower's screen says "your"). */
export const VALUE_SOURCE_WORDS: Record<PropertyValueSource, string> = {
  lowerOfBoth: "The lower of the applicant's estimate and the automated valuation",
  valuation: "The automated valuation (the applicant gave no estimate)",
  applicantEstimate: "The applicant's estimate (there was no automated valuation)",
};

const numberOf = (derivation: DecisionDerivation, key: string) => {
  const line = derivation.figures.find((f) => f.key === key);
  return line && typeof line.value === "number" ? line : null;
};

/** The figures as the decision recorded them (`propertyValue`, `cltv` or `ltv`, `debtToIncome`). */
export function figuresOfDecision(derivation: DecisionDerivation): LoanFileFigures {
  const value = numberOf(derivation, "propertyValue");
  const cltv = numberOf(derivation, "cltv");
  const ltv = numberOf(derivation, "ltv");
  const dti = numberOf(derivation, "debtToIncome");
  const ratio = cltv ?? ltv;
  return {
    value: value ? { amount: value.value as number, source: value.explanation } : null,
    loanToValue: ratio ? { label: cltv ? "CLTV" : "LTV", ratio: ratio.value as number } : null,
    debtToIncome: dti ? (dti.value as number) : null,
    from: "decision",
  };
}

/**
 * The figures of an eligible offer: a HELOC's value, CLTV and DTI; a mortgage's LTV (of its first
 * product) and the value from its derivation. An ineligible pricing has none.
 */
export function figuresOfOffer(pricing: HelocPricing | MortgagePricing): LoanFileFigures {
  const none: LoanFileFigures = { value: null, loanToValue: null, debtToIncome: null, from: "offer" };
  if (!pricing.eligible) return none;
  if ("offer" in pricing) {
    const { offer } = pricing;
    return {
      value: { amount: offer.propertyValue.value, source: VALUE_SOURCE_WORDS[offer.propertyValueSource] },
      loanToValue: { label: "CLTV", ratio: offer.cltv.value },
      debtToIncome: offer.debtToIncome.value,
      from: "offer",
    };
  }
  const [first] = pricing.offers;
  if (!first) return none;
  const valueLine = first.ltv.derivation.find(
    (l) => l.key === "propertyValue" && typeof l.value === "number",
  );
  return {
    value: valueLine ? { amount: valueLine.value as number, source: valueLine.explanation } : null,
    loanToValue: { label: "LTV", ratio: first.ltv.value },
    debtToIncome: null,
    from: "offer",
  };
}
