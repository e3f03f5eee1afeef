import { formatMoney as $ } from "../format/money";
import { interestOnlyPayment, monthlyPayment } from "./amortization";
import { cashLeftAtClosing } from "./cash-left";
import { type Derived, derived, percentText as pct } from "./derivation";
import { money, percent, years } from "./derivation-steps";
import type { HelocDrawOption, HelocFacts, HelocOffer } from "./heloc-offer";
import {
  cltvSteps,
  lineStep,
  maxLineSteps,
  rateStep,
  rateSteps,
  scoreSteps,
  valueSteps,
} from "./heloc-steps";
import { roundCents, roundRatio } from "./rounding";

function originationFee(facts: HelocFacts): Derived {
  const { line, rate } = facts;
  const feeRate = rate.tier.originationFee;
  const fee = roundCents(line * feeRate);
  return derived(
    fee,
    lineStep(facts),
    scoreSteps(facts),
    percent("originationFeeRate", "Origination fee rate", feeRate, `For the ${rate.tier.label} tier`),
    money(
      "originationFee",
      "Origination fee",
      fee,
      `${pct(feeRate)} of the ${$(line)} line, paid at closing`,
    ),
  );
}

/** What one draw costs a month: interest only while drawing, then repaid with interest. */
function drawOption(facts: HelocFacts, amount: number): HelocDrawOption {
  const { sheet, line, rate } = facts;
  const share =
    amount === line ? "The whole line" : `${pct(roundRatio(amount / line))} of the ${$(line)} line`;
  const drawn = money("drawAmount", "Amount drawn", amount, share);
  const interestOnly = interestOnlyPayment(amount, rate.rate);
  const repayment = monthlyPayment(amount, rate.rate, sheet.repaymentYears * 12);
  const { drawYears: draw, repaymentYears: repay } = sheet;
  return {
    amount,
    drawPeriodPayment: derived(
      interestOnly,
      drawn,
      rateStep(facts),
      years(
        "drawYears",
        "Draw period",
        draw,
        `You can draw from the line for ${draw} years, paying only interest`,
      ),
      money(
        "drawPeriodPayment",
        "Monthly payment while you draw",
        interestOnly,
        `Interest only: ${$(amount)} × ${pct(rate.rate)} ÷ 12`,
      ),
    ),
    repaymentPeriodPayment: derived(
      repayment,
      drawn,
      rateStep(facts),
      years(
        "repaymentYears",
        "Repayment period",
        repay,
        `After the draw period you repay over ${repay} years`,
      ),
      money(
        "repaymentPeriodPayment",
        "Monthly payment while you repay",
        repayment,
        `${$(amount)} repaid with interest over ${repay} years at ${pct(rate.rate)}, if the rate stays the same`,
      ),
    ),
  };
}

/** Example draws: the sheet's shares of the line and the line itself, smallest first, each once. */
function drawAmounts({ sheet, line }: HelocFacts): number[] {
  return [...new Set([...sheet.drawOptions.map((share) => Math.round(line * share)), line])]
    .filter((amount) => amount > 0 && amount <= line)
    .sort((a, b) => a - b);
}

function debtToIncome(facts: HelocFacts): Derived {
  const { input, sheet, line, rate, linePayment, monthlyIncome } = facts;
  const dti = roundRatio(facts.debtToIncome);
  const { monthlyDebtPayments: debts, payoffMonthlyPayments: ended } = input;
  const floor = debts < ended ? "; payments that end at closing count no more than today's" : "";
  return derived(dti, lineStep(facts), rateStep(facts), [
    money(
      "monthlyDebtPayments",
      "Monthly debt payments",
      debts,
      "What you pay each month on your debts today",
    ),
    money(
      "payoffMonthlyPayments",
      "Payments that end at closing",
      ended,
      "The payments of the debts this line pays off",
    ),
    money("linePayment", "Interest on the whole line", linePayment, `${$(line)} × ${pct(rate.rate)} ÷ 12`),
    money("monthlyIncome", "Monthly income", monthlyIncome, "Your income before taxes each month"),
    percent(
      "maxDebtToIncome",
      "Most we allow",
      sheet.maxDebtToIncome,
      "The largest share of income debts may take",
    ),
    percent(
      "debtToIncome",
      "Debt-to-income ratio",
      dti,
      `(${$(debts)} − ${$(ended)} + ${$(linePayment)}) ÷ ${$(monthlyIncome)}${floor}`,
    ),
  ]);
}

/** The line less what closing takes from it: the debts paid off and the origination fee. */
function cashLeft(facts: HelocFacts): Derived {
  const { input, line } = facts;
  const fee = originationFee(facts).value;
  const left = cashLeftAtClosing({ line, payoffTotal: input.payoffTotal, originationFee: fee });
  const why =
    input.payoffTotal > line
      ? `Your debts to pay off are ${$(input.payoffTotal - line)} more than the line, so no cash is left and the line pays off only part of them`
      : `The ${$(line)} line less ${$(input.payoffTotal)} of debts and the ${$(fee)} origination fee, paid at closing`;
  return derived(
    left,
    lineStep(facts),
    money(
      "payoffTotal",
      "Debts paid at closing",
      input.payoffTotal,
      "The debts you chose to pay off with this line",
    ),
    money("originationFee", "Origination fee", fee, "Paid from the line at closing"),
    money("cashLeft", "Cash left for you", left, why),
  );
}

/** The offer's numbers, each with the lines that explain it (docs/design.md §4). */
export function deriveHelocOffer(facts: HelocFacts): HelocOffer {
  const { input, sheet, value, line, rate } = facts;
  const apr =
    "For a line of credit the APR is the yearly interest rate; fees are not part of it (Regulation Z)";
  return {
    propertyValue: derived(value.value, valueSteps(facts)),
    propertyValueSource: value.source,
    maxLine: derived(facts.maxLine, maxLineSteps(facts)),
    line: derived(line, maxLineSteps(facts), lineStep(facts)),
    cltv: derived(roundRatio(facts.cltv), cltvSteps(facts)),
    creditTier: rate.tier.label,
    rate: derived(rate.rate, rateSteps(facts)),
    rateCapApplied: rate.capApplied,
    maxRate: sheet.rateCap,
    apr: derived(rate.rate, rateSteps(facts), percent("apr", "APR", rate.rate, apr)),
    originationFeeRate: rate.tier.originationFee,
    originationFee: originationFee(facts),
    drawYears: sheet.drawYears,
    repaymentYears: sheet.repaymentYears,
    drawOptions: drawAmounts(facts).map((amount) => drawOption(facts, amount)),
    debtToIncome: debtToIncome(facts),
    payoffTotal: input.payoffTotal,
    cashLeft: cashLeft(facts),
    payoffExceedsLine: input.payoffTotal > line,
  };
}
