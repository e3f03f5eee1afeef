import type { DebtConsolidationAnswers, Escrow } from "@/domain/application/liability-decisions";
import type { ReportDebt } from "@/domain/application/report-debts";
import { payoffTotal } from "@/domain/debts/liability";
import { formatMoney, parseMoney } from "@/domain/format/money";

export interface EscrowFields {
  taxIncludedInMonthlyPayment: boolean | null;
  insuranceIncludedInMonthlyPayment: boolean | null;
  monthlyTaxPayment: string;
  monthlyInsurancePayment: string;
}
export interface DecisionFields {
  id: string;
  action: string;
  omitReason: string;
  omitNote: string;
  /** Asked of mortgages only; left blank on other debts, which the schema reads as not asked. */
  escrow: EscrowFields;
}
export interface AddedFields {
  creditor: string;
  type: string;
  balance: string;
  monthlyPayment: string;
  debtor: string;
  toBePaidOff: boolean | null;
}
export interface DebtConsolidationFields {
  decisions: DecisionFields[];
  added: AddedFields[];
}

const money = (amount: number | undefined) => (amount === undefined ? "" : formatMoney(amount));

function escrowFields(escrow: Escrow | undefined): EscrowFields {
  return {
    taxIncludedInMonthlyPayment: escrow?.taxIncludedInMonthlyPayment ?? null,
    insuranceIncludedInMonthlyPayment: escrow?.insuranceIncludedInMonthlyPayment ?? null,
    monthlyTaxPayment: money(escrow?.monthlyTaxPayment),
    monthlyInsurancePayment: money(escrow?.monthlyInsurancePayment),
  };
}

/** The form's values from the answers saved (or started from prequal's payoffs), one row a debt listed. */
export function debtConsolidationDefaults(
  debts: readonly ReportDebt[],
  answers: DebtConsolidationAnswers,
): DebtConsolidationFields {
  return {
    decisions: debts.map((debt) => {
      const d = answers.decisions.find((x) => x.id === debt.id);
      return {
        id: debt.id,
        action: d?.action ?? "confirm",
        omitReason: d?.omitReason ?? "",
        omitNote: d?.omitNote ?? "",
        escrow: escrowFields(d?.escrow),
      };
    }),
    added: answers.added.map((a) => ({
      creditor: a.creditor,
      type: a.type,
      balance: formatMoney(a.balance),
      monthlyPayment: formatMoney(a.monthlyPayment),
      debtor: a.debtor,
      toBePaidOff: a.toBePaidOff,
    })),
  };
}

export const NEW_DEBT: AddedFields = {
  creditor: "",
  type: "",
  balance: "",
  monthlyPayment: "",
  debtor: "borrower",
  toBePaidOff: null,
};

/**
 * Spec §5 payoff total as the person chooses, before anything is saved: the report's debts marked
 * to pay off and the added ones, confirmed only, never Mosaic. An amount still being typed counts 0.
 */
export function payoffAsChosen(
  debts: readonly ReportDebt[],
  values: Partial<DebtConsolidationFields>,
): number {
  const chosen = debts.map((debt) => ({
    creditor: debt.creditor,
    balance: debt.balance,
    confirmed: values.decisions?.find((d) => d.id === debt.id)?.action === "payOff",
  }));
  const added = (values.added ?? []).map((a) => {
    const balance = parseMoney(a.balance ?? "");
    return {
      creditor: a.creditor ?? "",
      balance: balance.ok ? balance.value : 0,
      confirmed: a.toBePaidOff === true,
    };
  });
  return payoffTotal([...chosen, ...added]);
}
