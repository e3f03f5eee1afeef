import { z } from "zod";
import type { CreditReport } from "../debts/credit-report";
import {
  type Debtor,
  isExcludedFromPayoff,
  type Liability,
  payoffMonthlyPayments,
  payoffTotal,
} from "../debts/liability";
import { liabilityBalanceInput } from "../format/inputs";
import { amountInput, choiceInput, required, textLineInput, yesNoInput } from "../prequal/field-inputs";
import { type ReportDebt, reportDebts } from "./report-debts";

/**
 * Debt consolidation (Form 1003 section 2c "Liabilities"): each debt on the credit report is
 * confirmed, marked to be paid off at closing, or omitted with a reason; the applicant adds debts
 * the report missed; a mortgage says whether its payment includes taxes and insurance.
 */

export const LIABILITY_ACTIONS = ["confirm", "payOff", "omit"] as const;
export type LiabilityAction = (typeof LIABILITY_ACTIONS)[number];

/**
 * Why a debt is left out of the debt-to-income ratio: the reasons underwriting accepts, each proven
 * by a statement (spec §9 asks for one for an omitted liability).
 */
export const OMIT_REASONS = [
  "notMine",
  "paidOff",
  "paidByOthers",
  "fewerThanTenPaymentsLeft",
  "duplicate",
  "other",
] as const;
export type OmitReason = (typeof OMIT_REASONS)[number];

/**
 * Whether leaving a debt out for this reason asks for a statement: every accepted reason does
 * (spec §9); no reason chosen yet asks for nothing.
 */
export function omitNeedsStatement(reason: unknown): reason is OmitReason {
  return (OMIT_REASONS as readonly unknown[]).includes(reason);
}

export const DEBTORS = ["borrower", "coborrower", "joint"] as const;
/** What an applicant may add: mortgages belong with their property on step 3. */
export const ADDED_LIABILITY_TYPES = ["revolving", "installment", "studentLoan", "other"] as const;

export const MAX_ADDED_LIABILITIES = 20;

const optionalNote = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  textLineInput("reason", 200).optional(),
);

/** Form 1003 2c/3a: whether a mortgage's payment includes taxes and insurance, and what they cost a month. */
export const escrowInput = z.object({
  taxIncludedInMonthlyPayment: yesNoInput("are property taxes included in the payment?"),
  insuranceIncludedInMonthlyPayment: yesNoInput("is homeowners insurance included in the payment?"),
  monthlyTaxPayment: required(amountInput("the monthly property tax", { max: 100_000 })),
  monthlyInsurancePayment: required(amountInput("the monthly homeowners insurance", { max: 100_000 })),
});
export type Escrow = z.infer<typeof escrowInput>;

/**
 * A form keeps what was typed when the choice changes: a debt left out drops its taxes and
 * insurance, a debt kept or paid off drops its reason for leaving out.
 */
function withoutLeftovers(value: unknown) {
  if (typeof value !== "object" || value === null) return value;
  const d = value as Record<string, unknown>;
  if (d.action === "omit") return { ...d, escrow: undefined };
  return {
    ...d,
    omitReason: undefined,
    omitNote: undefined,
    escrow: isBlank(d.escrow) ? undefined : d.escrow,
  };
}

/** Taxes and insurance not answered at all (a form's empty fields for a debt that is not a mortgage). */
function isBlank(escrow: unknown): boolean {
  if (typeof escrow !== "object" || escrow === null) return true;
  return Object.values(escrow).every((v) => v === null || v === undefined || v === "");
}

const decisionFields = z
  .object({
    id: z.string().trim().min(1).max(40),
    action: choiceInput(LIABILITY_ACTIONS, "Choose keep, pay off or leave out for this debt"),
    omitReason: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      choiceInput(OMIT_REASONS, "Choose why this debt should be left out").optional(),
    ),
    omitNote: optionalNote,
    escrow: escrowInput.optional(),
  })
  .superRefine((d, ctx) => {
    if (d.action !== "omit") return;
    if (!d.omitReason)
      ctx.addIssue({
        code: "custom",
        path: ["omitReason"],
        message: "Choose why this debt should be left out",
      });
    else if (d.omitReason === "other" && !d.omitNote)
      ctx.addIssue({
        code: "custom",
        path: ["omitNote"],
        message: "Tell us in a few words why this debt should be left out",
      });
  });
export const liabilityDecisionInput = z.preprocess(withoutLeftovers, decisionFields);
export type LiabilityDecision = z.infer<typeof liabilityDecisionInput>;

export const addedLiabilityInput = z.object({
  creditor: required(textLineInput("name of the lender", 80)),
  type: choiceInput(ADDED_LIABILITY_TYPES, "Choose the kind of debt"),
  balance: required(liabilityBalanceInput),
  monthlyPayment: required(amountInput("the monthly payment", { max: 1_000_000 })),
  debtor: choiceInput(DEBTORS, "Choose whose debt this is"),
  toBePaidOff: yesNoInput("pay this debt off at closing?"),
});
export type AddedLiability = z.infer<typeof addedLiabilityInput>;

export const debtConsolidationInput = z.object({
  decisions: z.array(liabilityDecisionInput).max(200),
  added: z
    .array(addedLiabilityInput)
    .max(MAX_ADDED_LIABILITIES, `Add at most ${MAX_ADDED_LIABILITIES} debts`)
    .default([]),
});
export type DebtConsolidationAnswers = z.infer<typeof debtConsolidationInput>;

export type DecisionProblem = { path: (string | number)[]; message: string };

const escrowQuestion = (creditor: string) =>
  `Tell us whether the payment to ${creditor} includes property taxes and insurance`;

/**
 * The schema with the listed debts' own rule, for the form: a mortgage kept or paid off says how
 * its taxes and insurance are paid. The server checks the same through `decisionProblems`.
 */
export function debtConsolidationInputFor(debts: readonly ReportDebt[]) {
  return debtConsolidationInput.superRefine((answers, ctx) => {
    answers.decisions.forEach((d, i) => {
      const debt = debts.find((x) => x.id === d.id);
      if (debt?.isMortgage && d.action !== "omit" && !d.escrow)
        ctx.addIssue({
          code: "custom",
          path: ["decisions", i, "escrow", "taxIncludedInMonthlyPayment"],
          message: escrowQuestion(debt.creditor),
        });
    });
  });
}

/**
 * What the schema alone cannot check, against the report: a decision for every debt and only for
 * its debts, no payoff of a debt paid through its own lien (spec §5 Mosaic), a mortgage says how
 * its taxes and insurance are paid, a coborrower's debt only when there is a coborrower.
 */
export function decisionProblems(
  report: CreditReport | null,
  answers: DebtConsolidationAnswers,
  hasCoborrower: boolean,
): DecisionProblem[] {
  const debts = reportDebts(report);
  const problems: DecisionProblem[] = [];
  answers.decisions.forEach((d, i) => {
    const debt = debts.find((x) => x.id === d.id);
    if (!debt)
      problems.push({
        path: ["decisions", i, "id"],
        message: "This debt is not on your credit report. Reload the page",
      });
    else if (d.action === "payOff" && debt.excludedFromPayoff)
      problems.push({
        path: ["decisions", i, "action"],
        message: `${debt.creditor} is paid through its own lien and can't be paid off from this loan. Choose keep or leave out`,
      });
    else if (debt.isMortgage && d.action !== "omit" && !d.escrow)
      problems.push({
        path: ["decisions", i, "escrow"],
        message: escrowQuestion(debt.creditor),
      });
  });
  for (const debt of debts)
    if (answers.decisions.filter((d) => d.id === debt.id).length !== 1)
      problems.push({
        path: ["decisions"],
        message: `Choose keep, pay off or leave out for ${debt.creditor}`,
      });
  answers.added.forEach((a, i) => {
    if (!hasCoborrower && a.debtor !== "borrower")
      problems.push({
        path: ["added", i, "debtor"],
        message: "Without a coborrower, a debt you add is yours. Choose you",
      });
    if (a.toBePaidOff && isExcludedFromPayoff(a))
      problems.push({
        path: ["added", i, "toBePaidOff"],
        message: `${a.creditor} is paid through its own lien and can't be paid off from this loan`,
      });
  });
  return problems;
}

/** A liability after the applicant's decisions, with the spec §3 fields the payoff rule reads. */
export type DecidedLiability = Liability & {
  id: string;
  omitReason?: OmitReason;
  omitNote?: string;
  monthlyTaxAndInsurance?: number;
  taxIncludedInMonthlyPayment?: boolean;
  insuranceIncludedInMonthlyPayment?: boolean;
  monthlyTaxPayment?: number;
  monthlyInsurancePayment?: number;
};

function escrowFields(escrow: Escrow | undefined) {
  if (!escrow) return {};
  return { ...escrow, monthlyTaxAndInsurance: escrow.monthlyTaxPayment + escrow.monthlyInsurancePayment };
}

/**
 * The report's debts and the added ones, as spec §3 liabilities. A debt kept or paid off is
 * confirmed; one left out is `omitted` and not confirmed; one with no decision yet is neither.
 * Added debts are `addedByUser` and confirmed: the applicant told us of them.
 */
export function liabilitiesAfterDecisions(
  report: CreditReport | null,
  answers: Pick<DebtConsolidationAnswers, "decisions" | "added">,
): DecidedLiability[] {
  return decidedLiabilities(reportDebts(report), answers);
}

/** `liabilitiesAfterDecisions` over the report's debts as listed (what a screen has). */
export function decidedLiabilities(
  debts: readonly ReportDebt[],
  answers: Pick<DebtConsolidationAnswers, "decisions" | "added">,
): DecidedLiability[] {
  const fromReport = debts.map((debt): DecidedLiability => {
    const d = answers.decisions.find((x) => x.id === debt.id);
    return {
      id: debt.id,
      creditor: debt.creditor,
      balance: debt.balance,
      monthlyPayment: debt.monthlyPayment,
      dateOpened: debt.dateOpened,
      hiCredit: debt.hiCredit,
      type: debt.type,
      debtor: debt.debtor,
      addedByUser: false,
      confirmed: d !== undefined && d.action !== "omit",
      toBePaidOff: d?.action === "payOff",
      omitted: d?.action === "omit",
      ...(d?.action === "omit" ? { omitReason: d.omitReason, omitNote: d.omitNote } : {}),
      ...(d?.action === "omit" ? {} : escrowFields(d?.escrow)),
    };
  });
  const added = answers.added.map(
    (a, i): DecidedLiability => ({
      id: `a${i}`,
      creditor: a.creditor,
      balance: a.balance,
      monthlyPayment: a.monthlyPayment,
      type: a.type,
      debtor: a.debtor as Debtor,
      addedByUser: true,
      confirmed: true,
      toBePaidOff: a.toBePaidOff,
      omitted: false,
    }),
  );
  return [...fromReport, ...added];
}

/**
 * What pricing needs from the decisions. Spec §5 payoff total over the debts marked to be paid off
 * (confirmed only, never Mosaic); the monthly payments that end with them; and how today's monthly
 * debt payments move: added debts count, debts left out do not.
 */
export function debtConsolidationPricing(liabilities: readonly DecidedLiability[]) {
  const paidOff = liabilities.filter((l) => l.toBePaidOff === true);
  const addedMonthly = liabilities
    .filter((l) => l.addedByUser)
    .reduce((sum, l) => sum + (l.monthlyPayment ?? 0), 0);
  const omittedMonthly = liabilities
    .filter((l) => l.omitted && !l.addedByUser)
    .reduce((sum, l) => sum + (l.monthlyPayment ?? 0), 0);
  return {
    payoffTotal: payoffTotal(paidOff),
    payoffMonthlyPayments: payoffMonthlyPayments(paidOff),
    monthlyDebtAdjustment: addedMonthly - omittedMonthly,
  };
}
export type DebtConsolidationPricing = ReturnType<typeof debtConsolidationPricing>;

/** The form's starting point before anything is saved: the debts chosen at prequal's debts step are paid off. */
export function initialDecisions(
  report: CreditReport | null,
  payoffLiabilityIds: readonly string[],
): DebtConsolidationAnswers {
  return {
    decisions: reportDebts(report).map((debt) => ({
      id: debt.id,
      action: payoffLiabilityIds.includes(debt.id) && !debt.excludedFromPayoff ? "payOff" : "confirm",
    })),
    added: [],
  };
}
