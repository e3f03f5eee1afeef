import { formatMoney as $ } from "../format/money";
import { adjustableRateOffer } from "./adjustable-rate-offer";
import { type DerivationLine, type Derived, derived, percentText as pct } from "./derivation";
import { money, PROPERTY_USE_WORDS, percent, score, signedPercent, text, years } from "./derivation-steps";
import type { MortgageFacts, MortgageOffer } from "./mortgage-offer";
import type { RatePeriod, ScheduledPayments } from "./mortgage-payments";
import type { MortgageProduct, MortgageRateSheet } from "./rate-sheet";
import { roundCents, roundRatio } from "./rounding";

export type MortgageProductFacts = MortgageFacts & {
  product: MortgageProduct;
  cell: {
    row: MortgageRateSheet["scoreBands"][number];
    band: MortgageRateSheet["ltvBands"][number];
    value: number;
  };
  useAdjustment: number;
  rate: number;
  periods: RatePeriod[];
  schedule: ScheduledPayments;
  mortgageInsurance: number;
  monthlyTaxes: number;
  monthlyInsurance: number;
  fee: number;
  apr: number;
};

type Steps = DerivationLine[];

const PURPOSE_WORDS = { purchase: "a purchase", rateTerm: "a refinance", cashOut: "a cash-out refinance" };

function loanSteps({ input, loanAmount }: MortgageProductFacts): Steps {
  const loan = (explanation: string) => money("loanAmount", "Loan amount", loanAmount, explanation);
  switch (input.purpose) {
    case "purchase":
      return [
        money("purchasePrice", "Purchase price", input.purchasePrice, "The price you agreed to pay"),
        money("downPayment", "Down payment", input.downPayment, "What you pay from your own funds"),
        loan(`${$(input.purchasePrice)} price − ${$(input.downPayment)} down payment`),
      ];
    case "rateTerm":
      return [
        money(
          "liens",
          "Mortgages refinanced",
          input.liens,
          "The balances of the mortgages this loan replaces",
        ),
        loan("The mortgages you are refinancing"),
      ];
    case "cashOut":
      return [
        money(
          "liens",
          "Mortgages refinanced",
          input.liens,
          "The balances of the mortgages this loan replaces",
        ),
        money("cashOutAmount", "Cash out", input.cashOutAmount, "The cash you asked to take out"),
        loan(`${$(input.liens)} of mortgages + ${$(input.cashOutAmount)} cash out`),
      ];
  }
}

const APPRAISED = "From an appraisal or automated valuation";

function valueStep({ input, valueForLtv }: MortgageProductFacts): DerivationLine {
  if (input.purpose !== "purchase") return money("valueForLtv", "Property value", valueForLtv, APPRAISED);
  return money("valueForLtv", "Value used", valueForLtv, "The lower of the price and the appraised value");
}

/** The value a purchase is measured against shows both the price and the appraisal it compares. */
function valueSteps(facts: MortgageProductFacts): Steps {
  const { input } = facts;
  if (input.purpose !== "purchase" || !(input.propertyValue > 0)) return [valueStep(facts)];
  return [money("propertyValue", "Appraised value", input.propertyValue, APPRAISED), valueStep(facts)];
}

function ltvSteps(facts: MortgageProductFacts): Steps {
  const { input, sheet, loanAmount, valueForLtv, ltv } = facts;
  const max = sheet.maxLtv[input.purpose];
  return [
    ...loanSteps(facts),
    ...valueSteps(facts),
    percent(
      "maxLtv",
      "Most we lend",
      max,
      `Up to ${pct(max)} of the value for ${PURPOSE_WORDS[input.purpose]}`,
    ),
    percent("ltv", "Loan-to-value (LTV)", roundRatio(ltv), `${$(loanAmount)} ÷ ${$(valueForLtv)}`),
  ];
}

function rateStep({ product, cell, useAdjustment, rate }: MortgageProductFacts): DerivationLine {
  const fixed = product.adjustable ? `, fixed for ${product.adjustable.fixedYears} years` : "";
  const adjustments = `${signedPercent(cell.value)} for score and LTV ${signedPercent(useAdjustment)} for use`;
  const sum = `${pct(product.baseRate)} base ${adjustments}${fixed}`;
  return percent("rate", "Rate", rate, sum);
}

function rateSteps(facts: MortgageProductFacts): Steps {
  const { input, product, cell, useAdjustment, creditScore } = facts;
  return [
    ...ltvSteps(facts),
    score("creditScore", "Credit score", creditScore, "Your representative credit score"),
    text("scoreBand", "Credit score band", cell.row.label, "Your score's row on our rate sheet"),
    text("ltvBand", "LTV band", cell.band.label, "Your LTV's column on our rate sheet"),
    percent("baseRate", "Base rate", product.baseRate, `Our ${product.label} rate before adjustments`),
    percent(
      "scoreLtvAdjustment",
      "Adjustment for score and LTV",
      cell.value,
      `For a score of ${cell.row.label} at an LTV of ${cell.band.label.toLowerCase()}`,
    ),
    percent(
      "useAdjustment",
      "Adjustment for the property's use",
      useAdjustment,
      `For ${PROPERTY_USE_WORDS[input.propertyUse]}`,
    ),
    rateStep(facts),
  ];
}

function principalAndInterest(facts: MortgageProductFacts): Derived {
  const { product, loanAmount, rate, schedule } = facts;
  const payment = schedule.principalAndInterest[0] ?? 0;
  const fixed = product.adjustable
    ? `; the rate is fixed for the first ${product.adjustable.fixedYears} years`
    : "";
  return derived(
    payment,
    loanSteps(facts).at(-1) ?? null,
    rateStep(facts),
    years("termYears", "Term", product.termYears, `Repaid over ${product.termYears} years`),
    money(
      "principalAndInterest",
      "Principal and interest",
      payment,
      `${$(loanAmount)} repaid with interest over ${product.termYears} years at ${pct(rate)}${fixed}`,
    ),
  );
}

/** An estimate from a yearly rate of the value: property taxes or homeowners insurance. */
function shareOfValue(facts: MortgageProductFacts, what: "taxes" | "insurance"): Derived {
  const taxes = what === "taxes";
  const yearly = taxes ? facts.sheet.propertyTaxRate : facts.sheet.insuranceRate;
  const monthly = taxes ? facts.monthlyTaxes : facts.monthlyInsurance;
  const name = taxes ? "Property taxes" : "Homeowners insurance";
  return derived(
    monthly,
    valueStep(facts),
    percent(
      taxes ? "propertyTaxRate" : "insuranceRate",
      `${name} rate`,
      yearly,
      `An estimate of a year's ${name.toLowerCase()} as a share of the value`,
    ),
    money(
      taxes ? "monthlyTaxes" : "monthlyInsurance",
      name,
      monthly,
      `${pct(yearly)} of ${$(facts.valueForLtv)} a year, ÷ 12`,
    ),
  );
}

function mortgageInsurance(facts: MortgageProductFacts): Derived {
  const { sheet, cell, loanAmount, mortgageInsurance: monthly, schedule } = facts;
  const yearly = cell.band.mortgageInsurance;
  const until = `until the balance is scheduled to reach ${pct(sheet.mortgageInsuranceEndsAtLtv)} of the value`;
  return derived(
    monthly,
    ltvSteps(facts).at(-1) ?? null,
    percent(
      "mortgageInsuranceRate",
      "Mortgage insurance rate",
      yearly,
      yearly > 0
        ? `A year's premium as a share of the loan at an LTV of ${cell.band.label.toLowerCase()}`
        : "None at this LTV",
    ),
    money(
      "monthlyMortgageInsurance",
      "Mortgage insurance",
      monthly,
      monthly > 0
        ? `${pct(yearly)} of ${$(loanAmount)} a year, ÷ 12, for ${schedule.mortgageInsuranceMonths} months, ${until}`
        : "No mortgage insurance",
    ),
  );
}

function originationFee(facts: MortgageProductFacts): Derived {
  const { loanAmount, fee, sheet } = facts;
  const rate = sheet.originationFee;
  return derived(
    fee,
    loanSteps(facts).at(-1) ?? null,
    percent("originationFeeRate", "Origination fee rate", rate, "Charged on the loan amount"),
    money(
      "originationFee",
      "Origination fee",
      fee,
      `${pct(rate)} of the ${$(loanAmount)} loan, paid at closing`,
    ),
  );
}

function apr(facts: MortgageProductFacts, fee: Derived, insurance: Derived): Derived {
  const { loanAmount, product } = facts;
  const financed = roundCents(loanAmount - fee.value);
  const assumption = product.adjustable ? "; it assumes the index stays where it is today" : "";
  return derived(
    facts.apr,
    fee.derivation,
    money(
      "amountFinanced",
      "Amount financed",
      financed,
      `${$(loanAmount)} loan − ${$(fee.value)} of fees paid at closing`,
    ),
    rateStep(facts),
    facts.mortgageInsurance > 0 ? (insurance.derivation.at(-1) ?? null) : null,
    percent(
      "apr",
      "APR",
      facts.apr,
      `The yearly cost of the loan with its fees: the rate at which your payments are worth the amount financed (Regulation Z)${assumption}`,
    ),
  );
}

/** A product's offer, each number with the lines that explain it (docs/design.md §4). */
export function deriveMortgageOffer(facts: MortgageProductFacts): MortgageOffer {
  const { product } = facts;
  const pAndI = principalAndInterest(facts);
  const taxes = shareOfValue(facts, "taxes");
  const insurance = shareOfValue(facts, "insurance");
  const mi = mortgageInsurance(facts);
  const parts = [pAndI, taxes, insurance, mi];
  const total = roundCents(parts.reduce((sum, part) => sum + part.value, 0));
  const fee = originationFee(facts);
  return {
    productId: product.id,
    label: product.label,
    termYears: product.termYears,
    loanAmount: derived(facts.loanAmount, loanSteps(facts)),
    ltv: derived(roundRatio(facts.ltv), ltvSteps(facts)),
    rate: derived(facts.rate, rateSteps(facts)),
    principalAndInterest: pAndI,
    monthlyTaxes: taxes,
    monthlyInsurance: insurance,
    monthlyMortgageInsurance: mi,
    mortgageInsuranceMonths: facts.schedule.mortgageInsuranceMonths,
    totalMonthlyPayment: derived(
      total,
      parts.map((part) => part.derivation.at(-1) ?? null),
      money(
        "totalMonthlyPayment",
        "Total monthly payment",
        total,
        "Principal and interest + taxes + insurance + mortgage insurance",
      ),
    ),
    originationFee: fee,
    apr: apr(facts, fee, mi),
    adjustable: adjustableRateOffer(facts, rateStep(facts)),
  };
}
