import { describe, expect, it } from "vitest";
import { annualPercentageRate, interestOnlyPayment, monthlyPayment } from "./amortization";

describe("monthly payment of a fully amortising loan", () => {
  it("repays $200,000 over 30 years at 6.5% with $1,264.14 a month", () => {
    expect(monthlyPayment(200_000, 0.065, 360)).toBe(1264.14);
  });

  it("repays $100,000 over 15 years at 5.75% with $830.41 a month", () => {
    expect(monthlyPayment(100_000, 0.0575, 180)).toBe(830.41);
  });

  it("divides the principal evenly at a 0% rate, and asks nothing of a $0 loan", () => {
    expect(monthlyPayment(12_000, 0, 120)).toBe(100);
    expect(monthlyPayment(0, 0.065, 360)).toBe(0);
  });

  it("refuses a term of no months", () => {
    expect(() => monthlyPayment(1000, 0.05, 0)).toThrow(RangeError);
  });
});

describe("interest-only payment", () => {
  it("is the balance × the yearly rate ÷ 12, to the cent", () => {
    expect(interestOnlyPayment(100_000, 0.085)).toBe(708.33);
    expect(interestOnlyPayment(33_333, 0.0875)).toBe(243.05);
    expect(interestOnlyPayment(0, 0.085)).toBe(0);
  });
});

describe("APR by Regulation Z's actuarial method (§ 1026.22, appendix J)", () => {
  it("is 6.695% for $200,000 over 30 years at 6.5% with a $4,000 prepaid fee", () => {
    const payments = Array(360).fill(1264.14);
    expect(annualPercentageRate({ amountFinanced: 196_000, payments })).toBeCloseTo(0.06695, 5);
  });

  it("equals the note rate when nothing is prepaid: 12 payments of $88.85 on $1,000 is 12%", () => {
    expect(annualPercentageRate({ amountFinanced: 1000, payments: Array(12).fill(88.85) })).toBeCloseTo(
      0.12,
      4,
    );
  });

  it("finds the rate at which uneven payments are worth the amount financed", () => {
    const payments = [...Array(12).fill(500), ...Array(12).fill(1000)];
    const worthAtOnePercentAMonth = payments.reduce((sum, p, k) => sum + p / 1.01 ** (k + 1), 0);
    expect(annualPercentageRate({ amountFinanced: worthAtOnePercentAMonth, payments })).toBeCloseTo(0.12, 10);
  });

  it("is 0 when the payments only give the money back", () => {
    expect(annualPercentageRate({ amountFinanced: 1200, payments: Array(12).fill(100) })).toBe(0);
  });

  it("refuses an amount financed of $0 or no payments", () => {
    expect(() => annualPercentageRate({ amountFinanced: 0, payments: [100] })).toThrow(RangeError);
    expect(() => annualPercentageRate({ amountFinanced: 100, payments: [] })).toThrow(RangeError);
  });
});
