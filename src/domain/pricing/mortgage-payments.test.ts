import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_SHEET } from "./default-rate-sheet";
import {
  adjustableMaxRate,
  adjustableRatePeriods,
  fullyIndexedRate,
  scheduledPayments,
} from "./mortgage-payments";
import type { AdjustableRateTerms } from "./rate-sheet";

const arm = DEFAULT_RATE_SHEET.mortgage.products.find((p) => p.adjustable)?.adjustable as AdjustableRateTerms;
const withIndex = (rate: number): AdjustableRateTerms => ({ ...arm, index: { ...arm.index, rate } });

describe("a 7/6 adjustable rate (docs/design.md §4)", () => {
  it("is fully indexed at the index plus the margin, rounded to the nearest 1/8 point", () => {
    expect(fullyIndexedRate(arm)).toBe(0.07); // 4.30% SOFR + 2.75% = 7.05%, rounded to 7.00%
    expect(fullyIndexedRate(withIndex(0.0432))).toBe(0.07125); // 7.07% rounds up
  });

  it("keeps the initial rate 7 years, then moves to the fully indexed rate the index gives today", () => {
    expect(adjustableRatePeriods(0.06, arm, 360)).toEqual([
      { rate: 0.06, months: 84 },
      { rate: 0.07, months: 276 },
    ]);
  });

  it("moves at most 5 points at the first change, 1 point every 6 months after, and never past the lifetime cap", () => {
    expect(adjustableRatePeriods(0.03, withIndex(0.1), 360)).toEqual([
      { rate: 0.03, months: 84 },
      { rate: 0.08, months: 360 - 84 },
    ]);
    const tightFirstCap = { ...withIndex(0.06), caps: { initial: 0.02, periodic: 0.01, lifetime: 0.05 } };
    expect(adjustableRatePeriods(0.05, tightFirstCap, 360)).toEqual([
      { rate: 0.05, months: 84 },
      { rate: 0.07, months: 6 },
      { rate: 0.08, months: 6 },
      { rate: 0.0875, months: 264 },
    ]);
    expect(adjustableMaxRate(0.06, arm)).toBe(0.11);
  });

  it("falls with a lower index, but never below the margin", () => {
    expect(adjustableRatePeriods(0.06, withIndex(0), 360).at(-1)?.rate).toBe(0.0275);
  });
});

describe("scheduled mortgage payments", () => {
  it("repays a fixed-rate loan in level payments", () => {
    const { payments, principalAndInterest } = scheduledPayments({
      loanAmount: 200_000,
      periods: [{ rate: 0.065, months: 360 }],
      mortgageInsurance: { monthly: 0, endsAtBalance: 0 },
    });
    expect(payments).toHaveLength(360);
    expect(new Set(payments)).toEqual(new Set([1_264.14]));
    expect(principalAndInterest).toEqual([1_264.14]);
  });

  it("re-amortises what is left when the rate changes", () => {
    const { principalAndInterest } = scheduledPayments({
      loanAmount: 200_000,
      periods: [
        { rate: 0.06, months: 84 },
        { rate: 0.07, months: 276 },
      ],
      mortgageInsurance: { monthly: 0, endsAtBalance: 0 },
    });
    expect(principalAndInterest).toEqual([1_199.1, 1_308.59]); // $179,278.88 left after 7 years
  });

  it("adds mortgage insurance until the balance reaches 78% of the original value (Homeowners Protection Act)", () => {
    // $190,000 on a $200,000 home: insured while the balance is above $156,000.
    const { payments, mortgageInsuranceMonths } = scheduledPayments({
      loanAmount: 190_000,
      periods: [{ rate: 0.065, months: 360 }],
      mortgageInsurance: { monthly: 87.08, endsAtBalance: 156_000 },
    });
    expect(mortgageInsuranceMonths).toBe(135);
    expect(payments[0]).toBe(1_200.93 + 87.08);
    expect(payments[mortgageInsuranceMonths]).toBe(1_200.93);
  });
});
