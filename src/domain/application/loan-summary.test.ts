import { describe, expect, it } from "vitest";
import { loanSummary } from "./loan-summary";

describe("the loan on the application summary (Form 1003 section 4)", () => {
  it("shows a HELOC's line, rate, APR, periods, fee and the draw chosen at closing", () => {
    const group = loanSummary({
      product: "heloc",
      lineAmount: 270_000,
      rate: 0.09,
      apr: 0.0912,
      drawYears: 10,
      repaymentYears: 20,
      originationFee: 2_700,
      firstDraw: 67_500,
    });
    expect(group.title).toBe("Your loan");
    expect(group.rows).toEqual([
      { label: "Loan", value: "Home equity line of credit" },
      { label: "Line amount", value: "$270,000" },
      { label: "Interest rate (variable)", value: "9%" },
      { label: "APR", value: "9.12%" },
      { label: "Draw period", value: "10 years, then 20 years of repayment" },
      { label: "Origination fee", value: "$2,700" },
      { label: "Drawn at closing", value: "$67,500" },
    ]);
  });

  it("shows a mortgage's product, amount, rate, APR, monthly payment and fee", () => {
    const group = loanSummary({
      product: "mortgage",
      label: "30-year fixed",
      loanAmount: 400_000,
      rate: 0.065,
      apr: 0.0671,
      monthlyPayment: 3_050,
      originationFee: 4_000,
    });
    expect(group.rows.map((r) => r.value)).toEqual([
      "30-year fixed",
      "$400,000",
      "6.5%",
      "6.71%",
      "$3,050",
      "$4,000",
    ]);
  });
});
