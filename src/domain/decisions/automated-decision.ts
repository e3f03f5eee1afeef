import { formatMoney as $ } from "../format/money";
import { debtToIncomeAfterClosing } from "../pricing/debt-to-income";
import { type DerivationLine, percentText as pct } from "../pricing/derivation";
import { money, percent, score, text } from "../pricing/derivation-steps";
import { type DeclineReason, orderDeclineReasons } from "../pricing/eligibility";
import { propertyValueUsed } from "../pricing/equity";
import { type HelocPricingInput, priceHeloc } from "../pricing/heloc-offer";
import { type MortgagePricingInput, priceMortgage } from "../pricing/mortgage-offer";
import type { RateSheet } from "../pricing/rate-sheet";
import { representativeScore } from "../pricing/representative-score";
import { roundRatio } from "../pricing/rounding";
import { type BorrowerIncome, incomeLines, monthlyIncomeOf } from "./decision-income";
import {
  type ApplicationFactsForRules,
  applicationRules,
  type DecisionCondition,
  type DecisionRule,
} from "./decision-rules";

/** Every outcome a decision may have; a counteroffer is a person's alone, never the automated decision's (decision 091). */
export const DECISION_OUTCOMES = [
  "approved",
  "conditionallyApproved",
  "referred",
  "counteroffer",
  "declined",
] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

/** The loan as priced: the HELOC line accepted, or the mortgage product chosen. */
export type DecisionLoan =
  | {
      product: "heloc";
      /** The pricing's own inputs (`pricingInputs`), less what the decision supplies: score, income. */
      pricing: Omit<HelocPricingInput, "creditScore" | "monthlyIncome" | "requestedLine">;
      /** The line of the offer the applicant accepted. */
      acceptedLine: number;
    }
  | {
      product: "mortgage";
      pricing: MortgagePricingInput;
      /** The product of the offer accepted; the first offered when none was named. */
      productId: string | null;
      debts: { monthlyDebtPayments: number; payoffMonthlyPayments: number };
    };

/** Everything known when the application is submitted (decision 043). */
export type DecisionInput = {
  rateSheet: { version: number; sheet: RateSheet };
  credit: {
    scoresByBorrower: readonly (readonly number[])[];
    bureau: string | null;
    pulledOn: string | null;
  };
  loan: DecisionLoan;
  income: readonly BorrowerIncome[];
  rules: ApplicationFactsForRules;
};

/** Every number shown with where it came from, and every rule with its sentence. */
export type DecisionDerivation = {
  rateSheetVersion: number;
  figures: DerivationLine[];
  rules: { key: string; passed: boolean; sentence: string }[];
};

export type AutomatedDecision = {
  outcome: DecisionOutcome;
  /** Reg B principal reasons, most important first (declined only). */
  reasons: DeclineReason[];
  /** Conditions to add (conditionally approved; also kept with a referral for the loan officer). */
  conditions: DecisionCondition[];
  derivation: DecisionDerivation;
};

type PricingCheck = { figures: DerivationLine[]; rules: DecisionRule[] };

const SOURCE_WORDS = {
  lowerOfBoth: "The lower of your estimate and the automated valuation",
  valuation: "The automated valuation (you gave no estimate)",
  applicantEstimate: "Your estimate (there was no automated valuation)",
} as const;

/** A pricing rule: passed unless one of its decline reasons was found. */
function pricingRule(
  key: string,
  found: readonly DeclineReason[],
  own: readonly DeclineReason[],
  sentences: { pass: string; fail: string },
): DecisionRule {
  const reasons = own.filter((r) => found.includes(r));
  return reasons.length === 0
    ? { key, passed: true, sentence: sentences.pass, effect: null }
    : { key, passed: false, sentence: sentences.fail, effect: "decline", declineReasons: reasons };
}

function creditRules(
  found: readonly DeclineReason[],
  creditScore: number | null,
  min: number,
): DecisionRule[] {
  return [
    pricingRule("credit.score", found, ["lowCreditScore", "noCreditFile"], {
      pass: `Your credit score ${creditScore} is at least our minimum of ${min}.`,
      fail:
        creditScore === null
          ? "We found no credit score for you, and our rules need one."
          : `Your credit score ${creditScore} is below our minimum of ${min}.`,
    }),
    pricingRule("credit.latePayment", found, ["latePayment"], {
      pass: "Your credit report shows no mortgage payment 30 days late in the last 12 months.",
      fail: "Your credit report shows a mortgage payment 30 or more days late in the last 12 months.",
    }),
  ];
}

const dtiRule = (found: readonly DeclineReason[], dti: number | null, max: number) =>
  pricingRule("income.debtToIncome", found, ["highDebtToIncome", "incomeUnknown"], {
    pass: `Your debts after closing take ${dti === null ? "—" : pct(dti)} of your income, within our ${pct(max)}.`,
    fail: found.includes("incomeUnknown")
      ? "We have no income to measure your debts against."
      : `Your debts after closing would take more than ${pct(max)} of your income.`,
  });

function helocCheck(
  input: DecisionInput,
  loan: Extract<DecisionLoan, { product: "heloc" }>,
  creditScore: number | null,
  monthlyIncome: number | null,
): PricingCheck {
  const { sheet, version } = input.rateSheet;
  const h = sheet.heloc;
  const priced = priceHeloc(
    { ...loan.pricing, creditScore, monthlyIncome, requestedLine: loan.acceptedLine },
    sheet,
  );
  const found = priced.eligible ? [] : priced.reasons;
  const value = propertyValueUsed(loan.pricing.applicantEstimate, loan.pricing.valuation);
  const maxCltv = h.maxCltv[loan.pricing.propertyUse];
  const offer = priced.eligible ? priced.offer : null;
  const line = offer?.line.value ?? loan.acceptedLine;
  const cltv = offer?.cltv.value ?? (value ? roundRatio((loan.pricing.liens + line) / value.value) : null);
  const dti = offer?.debtToIncome.value ?? null;
  const linePayment = offer?.debtToIncome.derivation.find((l) => l.key === "linePayment")?.value;
  const figures = [
    loan.pricing.applicantEstimate === null
      ? null
      : money(
          "applicantEstimate",
          "Your estimate",
          loan.pricing.applicantEstimate,
          "The home's value as you told us",
        ),
    loan.pricing.valuation === null
      ? null
      : money(
          "valuation",
          "Automated valuation",
          loan.pricing.valuation,
          "The home's value from an automated valuation model",
        ),
    value ? money("propertyValue", "Value used", value.value, SOURCE_WORDS[value.source]) : null,
    money(
      "liens",
      "Mortgages on the home",
      loan.pricing.liens,
      "The balances of the mortgages on this home you confirmed",
    ),
    money(
      "line",
      "Line of credit",
      line,
      offer && line < loan.acceptedLine
        ? `Lowered from the ${$(loan.acceptedLine)} you accepted so the payment fits your income`
        : "The line of the offer you accepted",
    ),
    cltv === null
      ? null
      : percent(
          "cltv",
          "Combined loan-to-value",
          cltv,
          value ? `(${$(loan.pricing.liens)} + ${$(line)}) ÷ ${$(value.value)}` : "",
        ),
    percent(
      "maxCltv",
      "Most we lend",
      maxCltv,
      `The rate sheet's maximum combined loan-to-value for this use of the home`,
    ),
    typeof linePayment === "number"
      ? money(
          "newPayment",
          "Interest on the whole line",
          linePayment,
          "The line's interest-only payment a month",
        )
      : null,
    ...debtFigures(loan.pricing),
    dti === null
      ? null
      : percent(
          "debtToIncome",
          "Debt-to-income ratio",
          dti,
          "(Debt payments − payments that end + the new payment) ÷ monthly income",
        ),
    percent("maxDebtToIncome", "Most we allow", h.maxDebtToIncome, `Rate sheet version ${version}`),
  ].filter((l): l is DerivationLine => l !== null);
  const rules = [
    pricingRule("property.value", found, ["propertyValueUnknown"], {
      pass: `We valued the home at ${value ? $(value.value) : "—"}.`,
      fail: "We could not value the home: there is no estimate and no automated valuation.",
    }),
    pricingRule("property.cltv", found, ["lowEquity", "highLoanToValue", "loanAmountOutOfRange"], {
      pass: `The line and your mortgages come to ${cltv === null ? "—" : pct(cltv)} of the home's value, within our ${pct(maxCltv)}.`,
      fail: `The line and your mortgages would come to more than ${pct(maxCltv)} of the home's value.`,
    }),
    ...creditRules(found, creditScore, h.minCreditScore),
    dtiRule(found, dti, h.maxDebtToIncome),
  ];
  if (offer && offer.line.value < loan.acceptedLine)
    rules.push({
      key: "loan.lineCarried",
      passed: false,
      sentence: `Your income carries a line of ${$(offer.line.value)}, less than the ${$(loan.acceptedLine)} you accepted: a loan officer will go over it with you.`,
      effect: "refer",
    });
  return { figures, rules };
}

function debtFigures(debts: { monthlyDebtPayments: number; payoffMonthlyPayments: number }) {
  return [
    money(
      "monthlyDebtPayments",
      "Monthly debt payments",
      debts.monthlyDebtPayments,
      "Your credit report's payments, as debt consolidation left them",
    ),
    money(
      "payoffMonthlyPayments",
      "Payments that end at closing",
      debts.payoffMonthlyPayments,
      "The payments of the debts paid off at closing",
    ),
  ];
}

function mortgageCheck(
  input: DecisionInput,
  loan: Extract<DecisionLoan, { product: "mortgage" }>,
  creditScore: number | null,
  monthlyIncome: number | null,
): PricingCheck {
  const { sheet, version } = input.rateSheet;
  const priced = priceMortgage({ ...loan.pricing, creditScore }, sheet);
  const offer = priced.eligible
    ? (priced.offers.find((o) => o.productId === loan.productId) ?? priced.offers[0])
    : undefined;
  // The mortgage sheet has no ratio of its own: the lender's one maximum applies (decision 043).
  const max = sheet.heloc.maxDebtToIncome;
  const payment = offer?.totalMonthlyPayment.value ?? null;
  const dti =
    payment === null || monthlyIncome === null
      ? null
      : roundRatio(debtToIncomeAfterClosing(loan.debts, payment, monthlyIncome));
  const found = orderDeclineReasons(
    priced.eligible ? [] : priced.reasons,
    monthlyIncome === null ? ["incomeUnknown"] : [],
    dti !== null && dti > max ? ["highDebtToIncome"] : [],
  );
  const figures = [
    money(
      "propertyValue",
      "Value used",
      loan.pricing.propertyValue,
      "The lower of your estimate and the automated valuation",
    ),
    offer ? money("loanAmount", "Loan amount", offer.loanAmount.value, offer.label) : null,
    offer ? percent("ltv", "Loan-to-value", offer.ltv.value, "The loan ÷ the value used") : null,
    payment === null
      ? null
      : money(
          "newPayment",
          "New monthly payment",
          payment,
          "Principal, interest, taxes, insurance and any mortgage insurance",
        ),
    ...debtFigures(loan.debts),
    dti === null
      ? null
      : percent(
          "debtToIncome",
          "Debt-to-income ratio",
          dti,
          "(Debt payments − payments that end + the new payment) ÷ monthly income",
        ),
    percent("maxDebtToIncome", "Most we allow", max, `Rate sheet version ${version}`),
  ].filter((l): l is DerivationLine => l !== null);
  const rules = [
    pricingRule("property.ltv", found, ["highLoanToValue", "loanAmountOutOfRange", "propertyValueUnknown"], {
      pass: `The loan is ${offer ? pct(offer.ltv.value) : "—"} of the home's value, within the rate sheet's limit.`,
      fail: "The loan would be more of the home's value, or a larger or smaller amount, than our rate sheet allows.",
    }),
    ...creditRules(found, creditScore, sheet.mortgage.minCreditScore),
    dtiRule(found, dti, max),
  ];
  return { figures, rules };
}

const OUTCOME_ORDER: Record<NonNullable<DecisionRule["effect"]>, DecisionOutcome> = {
  decline: "declined",
  refer: "referred",
  condition: "conditionallyApproved",
};

/**
 * Issue 11's automated decision, on everything known at submission (decision 043): the pricing's
 * own rules again with the application's income (value, CLTV or LTV, score, late payments, DTI),
 * then the declarations, employment, income, address, debts and property. Any decline rule
 * declines (Reg B reasons, most important first); otherwise any referral refers to a person;
 * otherwise any condition approves conditionally; otherwise approved. The derivation lists every
 * figure with its source and every rule with its sentence.
 */
export function automatedDecision(input: DecisionInput): AutomatedDecision {
  const lines = incomeLines(input.income);
  const monthlyIncome = monthlyIncomeOf(lines);
  const creditScore = representativeScore(input.credit.scoresByBorrower);
  const pricing =
    input.loan.product === "heloc"
      ? helocCheck(input, input.loan, creditScore, monthlyIncome)
      : mortgageCheck(input, input.loan, creditScore, monthlyIncome);
  const rules = [...pricing.rules, ...applicationRules(input.rules)];
  const failed = rules.filter((r) => !r.passed && r.effect);
  const effects = new Set(failed.map((r) => r.effect));
  const outcome = (["decline", "refer", "condition"] as const).find((e) => effects.has(e));
  const figures = [
    text(
      "rateSheetVersion",
      "Rate sheet",
      `Version ${input.rateSheet.version}`,
      "The rate sheet in force when you submitted",
    ),
    creditScore === null
      ? text("creditScore", "Credit score", "None", "No bureau reported a usable score")
      : score(
          "creditScore",
          "Credit score",
          creditScore,
          `The representative score${input.credit.bureau ? ` from ${input.credit.bureau}` : ""}${input.credit.pulledOn ? `, pulled on ${input.credit.pulledOn}` : ""}: the middle of three, the lower of two, the lower of two borrowers`,
        ),
    ...lines.map((l, i) => money(`income.${i}`, l.label, l.monthly, l.explanation)),
    money("monthlyIncome", "Monthly income", monthlyIncome ?? 0, "Every income above, added up"),
    ...pricing.figures,
  ];
  const conditions = failed.flatMap((r) => r.conditions ?? []);
  return {
    outcome: outcome ? OUTCOME_ORDER[outcome] : "approved",
    reasons: outcome === "decline" ? orderDeclineReasons(...failed.map((r) => r.declineReasons ?? [])) : [],
    conditions: outcome === "decline" ? [] : uniqueConditions(conditions),
    derivation: {
      rateSheetVersion: input.rateSheet.version,
      figures,
      rules: rules.map(({ key, passed, sentence }) => ({ key, passed, sentence })),
    },
  };
}

/** One condition per code and borrower. */
function uniqueConditions(conditions: readonly DecisionCondition[]): DecisionCondition[] {
  const seen = new Set<string>();
  return conditions.filter((c) => {
    const key = `${c.code}:${c.who ?? "application"}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
