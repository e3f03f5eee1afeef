import { isExcludedFromPayoff, type Liability } from "../debts/liability";
import type { MortgagePurposeInput } from "../pricing/mortgage-offer";
import { roundCents } from "../pricing/rounding";
import type { DrawLimits } from "./disbursement-input";

/**
 * One line of the funds summary: where a part of the money comes from or goes (issue 11, "a
 * summary of where every dollar goes"). `creditor` names a payoff's payee; `balance` its balance
 * when the draw pays only part of it.
 */
export type FundsRow =
  | { item: "line" | "firstDraw" | "originationFee" | "toYourAccount" | "availableOnLine"; amount: number }
  | { item: "payoff"; creditor: string; amount: number; balance: number }
  | {
      item: "loanAmount" | "purchasePrice" | "paidToCurrentLenders" | "cashToClose" | "cashOut";
      amount: number;
    };

export type FundsSummary = {
  product: "heloc" | "mortgage";
  rows: FundsRow[];
  /** What is deposited to the applicant's account at closing. */
  toYourAccount: number;
  /** What the applicant brings to closing (a purchase, or a refinance whose costs exceed the loan). */
  cashToClose: number;
};

/** A debt decided at debt consolidation, as the summary needs it. */
export type PayoffDebt = Pick<Liability, "creditor" | "balance" | "confirmed" | "toBePaidOff">;

/** The debts paid to their creditors at closing: marked to pay off, confirmed, never Mosaic (spec §5). */
export function debtsPaidAtClosing(debts: readonly PayoffDebt[]): PayoffDebt[] {
  return debts.filter((d) => d.toBePaidOff === true && d.confirmed === true && !isExcludedFromPayoff(d));
}

export type HelocFunds = { line: number; originationFee: number; debts: readonly PayoffDebt[] };

/**
 * The least first draw: the payoffs and the fee closing pays from it, in whole dollars up, never more
 * than the line (a line smaller than the payoffs pays what it can: the offer says so).
 */
export function helocDrawLimits({ line, originationFee, debts }: HelocFunds): DrawLimits {
  const needed = debtsPaidAtClosing(debts).reduce((sum, d) => sum + d.balance, 0) + originationFee;
  return { line, leastDraw: Math.min(line, Math.ceil(roundCents(needed))) };
}

/**
 * A HELOC's funds: the line; the first draw; from it the origination fee, then each debt chosen
 * for payoff to its creditor in the order listed (in full while the draw lasts); the rest of the
 * draw to the applicant's account; the rest of the line stays available to draw later.
 */
export function helocFundsSummary(funds: HelocFunds, firstDraw: number): FundsSummary {
  const draw = roundCents(Math.min(Math.max(firstDraw, 0), funds.line));
  let left = roundCents(draw - Math.min(funds.originationFee, draw));
  const payoffs = debtsPaidAtClosing(funds.debts).map((debt) => {
    const amount = roundCents(Math.min(debt.balance, left));
    left = roundCents(left - amount);
    return { item: "payoff" as const, creditor: debt.creditor, amount, balance: debt.balance };
  });
  return {
    product: "heloc",
    rows: [
      { item: "line", amount: funds.line },
      { item: "firstDraw", amount: draw },
      ...payoffs,
      { item: "originationFee", amount: roundCents(Math.min(funds.originationFee, draw)) },
      { item: "toYourAccount", amount: left },
      { item: "availableOnLine", amount: roundCents(funds.line - draw) },
    ],
    toYourAccount: left,
    cashToClose: 0,
  };
}

export type MortgageFunds = { loanAmount: number; originationFee: number; purpose: MortgagePurposeInput };

/**
 * A mortgage's closing funds: a purchase pays the price from the loan and the applicant's cash
 * (cash to close: the price and the fee less the loan); a refinance pays the current lenders and
 * the fee from the loan, and what is left is cash out (or, when the loan falls short, cash to close).
 */
export function mortgageFundsSummary({ loanAmount, originationFee, purpose }: MortgageFunds): FundsSummary {
  const loan: FundsRow = { item: "loanAmount", amount: loanAmount };
  const fee: FundsRow = { item: "originationFee", amount: originationFee };
  if (purpose.purpose === "purchase") {
    const cashToClose = roundCents(Math.max(0, purpose.purchasePrice + originationFee - loanAmount));
    return {
      product: "mortgage",
      rows: [
        loan,
        { item: "purchasePrice", amount: purpose.purchasePrice },
        fee,
        { item: "cashToClose", amount: cashToClose },
      ],
      toYourAccount: 0,
      cashToClose,
    };
  }
  const net = roundCents(loanAmount - purpose.liens - originationFee);
  const outcome: FundsRow =
    net >= 0 ? { item: "cashOut", amount: net } : { item: "cashToClose", amount: -net };
  return {
    product: "mortgage",
    rows: [loan, { item: "paidToCurrentLenders", amount: purpose.liens }, fee, outcome],
    toYourAccount: Math.max(0, net),
    cashToClose: Math.max(0, -net),
  };
}
