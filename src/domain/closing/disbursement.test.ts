import { describe, expect, it } from "vitest";
import {
  ACCOUNT_NUMBERS_DIFFER,
  disbursementFormFor,
  disbursementInput,
  drawProblem,
} from "./disbursement-input";
import {
  debtsPaidAtClosing,
  helocDrawLimits,
  helocFundsSummary,
  mortgageFundsSummary,
} from "./funds-summary";

const FORM = {
  firstDraw: "$40,000",
  routingNumber: "021000021",
  accountNumber: "000123456789",
  accountNumberAgain: "000123456789",
  accountType: "checking",
  accountHolder: "Ann Lee",
};
const KEY = "5b0c1c4e-4a57-4c1e-9f0e-0b7b8f7c2a11";

const CARD = { creditor: "Sandbox Card", balance: 2_350, confirmed: true, toBePaidOff: true };
const AUTO = { creditor: "Sandbox Auto", balance: 14_800, confirmed: true, toBePaidOff: true };
const KEPT = { creditor: "Kept Bank", balance: 9_000, confirmed: true, toBePaidOff: false };
const MOSAIC = { creditor: "Mosaic Solar Loans", balance: 24_500, confirmed: true, toBePaidOff: true };

describe("the disbursement form (issue 11, decision 042)", () => {
  it("reads the account number, the routing number and the draw as digits and dollars", () => {
    const parsed = disbursementInput.parse({ ...FORM, idempotencyKey: KEY });
    expect(parsed).toMatchObject({
      firstDraw: 40_000,
      routingNumber: "021000021",
      accountNumber: "000123456789",
    });
  });

  it("refuses two account numbers that differ, on the second field", () => {
    const result = disbursementInput.safeParse({
      ...FORM,
      accountNumberAgain: "000123456788",
      idempotencyKey: KEY,
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["accountNumberAgain"], message: ACCOUNT_NUMBERS_DIFFER }),
    ]);
  });

  it("tells every refusal at once: differing account numbers and a draw over the line while the routing number is wrong", () => {
    const result = disbursementFormFor({ line: 100_000, leastDraw: 17_150 }).safeParse({
      ...FORM,
      firstDraw: "$200,000",
      routingNumber: "021000022",
      accountNumberAgain: "000123456788",
    });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([
      ["routingNumber"],
      ["accountNumberAgain"],
      ["firstDraw"],
    ]);
  });

  it("refuses a routing number whose ABA checksum fails", () => {
    const result = disbursementInput.safeParse({ ...FORM, routingNumber: "021000022", idempotencyKey: KEY });
    expect(result.error?.issues[0]?.path).toEqual(["routingNumber"]);
  });

  it("needs the key the browser made for the form", () => {
    expect(disbursementInput.safeParse(FORM).success).toBe(false);
  });

  it("keeps a HELOC's first draw within the line and at least what closing pays from it", () => {
    const limits = { line: 100_000, leastDraw: 17_150 };
    expect(drawProblem(limits, 100_001)).toBe("Draw at most your line of $100,000");
    expect(drawProblem(limits, 17_149)).toContain("Draw at least $17,150");
    expect(drawProblem(limits, 17_150)).toBeNull();
    expect(drawProblem(limits, undefined)).toBe("Enter how much to draw at closing");
    expect(drawProblem(null, undefined)).toBeNull();
    expect(
      disbursementFormFor(limits).safeParse({ ...FORM, firstDraw: "$200,000" }).error?.issues[0]?.path,
    ).toEqual(["firstDraw"]);
  });
});

describe("the funds summary: where every dollar goes", () => {
  const funds = { line: 100_000, originationFee: 1_250.5, debts: [CARD, KEPT, AUTO, MOSAIC] };

  it("pays only the debts chosen for payoff, never Mosaic (spec §5)", () => {
    expect(debtsPaidAtClosing(funds.debts).map((d) => d.creditor)).toEqual(["Sandbox Card", "Sandbox Auto"]);
  });

  it("draws at least the payoffs and the fee, in whole dollars", () => {
    expect(helocDrawLimits(funds)).toEqual({ line: 100_000, leastDraw: 18_401 });
  });

  it("accounts for every dollar of the line: fee, payoffs, the applicant's account and what stays available", () => {
    const summary = helocFundsSummary(funds, 40_000);
    expect(summary.rows).toEqual([
      { item: "line", amount: 100_000 },
      { item: "firstDraw", amount: 40_000 },
      { item: "payoff", creditor: "Sandbox Card", amount: 2_350, balance: 2_350 },
      { item: "payoff", creditor: "Sandbox Auto", amount: 14_800, balance: 14_800 },
      { item: "originationFee", amount: 1_250.5 },
      { item: "toYourAccount", amount: 21_599.5 },
      { item: "availableOnLine", amount: 60_000 },
    ]);
    expect(summary.toYourAccount).toBe(21_599.5);
  });

  it("pays debts in order while a line smaller than the payoffs lasts, nothing to the account", () => {
    const summary = helocFundsSummary({ line: 10_000, originationFee: 500, debts: [CARD, AUTO] }, 10_000);
    expect(summary.rows.filter((r) => r.item === "payoff")).toEqual([
      { item: "payoff", creditor: "Sandbox Card", amount: 2_350, balance: 2_350 },
      { item: "payoff", creditor: "Sandbox Auto", amount: 7_150, balance: 14_800 },
    ]);
    expect(summary.toYourAccount).toBe(0);
    expect(helocDrawLimits({ line: 10_000, originationFee: 500, debts: [CARD, AUTO] }).leastDraw).toBe(
      10_000,
    );
  });

  it("shows a purchase's cash to close: the price and the fee less the loan", () => {
    const summary = mortgageFundsSummary({
      loanAmount: 320_000,
      originationFee: 3_200,
      purpose: { purpose: "purchase", purchasePrice: 400_000, downPayment: 80_000 },
    });
    expect(summary.cashToClose).toBe(83_200);
    expect(summary.rows.at(-1)).toEqual({ item: "cashToClose", amount: 83_200 });
  });

  it("shows a cash-out refinance's cash out: the loan less the current liens and the fee", () => {
    const summary = mortgageFundsSummary({
      loanAmount: 205_000,
      originationFee: 2_050,
      purpose: { purpose: "cashOut", liens: 155_000, cashOutAmount: 50_000 },
    });
    expect(summary).toMatchObject({ toYourAccount: 47_950, cashToClose: 0 });
    expect(summary.rows.at(-1)).toEqual({ item: "cashOut", amount: 47_950 });
  });

  it("shows a rate-and-term refinance's fee as cash to close", () => {
    const summary = mortgageFundsSummary({
      loanAmount: 155_000,
      originationFee: 1_550,
      purpose: { purpose: "rateTerm", liens: 155_000 },
    });
    expect(summary).toMatchObject({ toYourAccount: 0, cashToClose: 1_550 });
  });
});
