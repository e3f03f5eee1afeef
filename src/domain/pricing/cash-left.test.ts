import { describe, expect, it } from "vitest";
import { cashLeftAtClosing } from "./cash-left";

describe("the cash left at closing (docs/design.md §4)", () => {
  it("is the line less the debts paid off and the origination fee", () => {
    expect(cashLeftAtClosing({ line: 100_000, payoffTotal: 20_000, originationFee: 1_990 })).toBe(78_010);
  });

  it("is never below 0 when the debts chosen exceed the line", () => {
    expect(cashLeftAtClosing({ line: 30_000, payoffTotal: 45_000, originationFee: 597 })).toBe(0);
  });

  it("keeps cents, rounded to the nearest", () => {
    expect(cashLeftAtClosing({ line: 50_000, payoffTotal: 0.005, originationFee: 1_234.564 })).toBe(
      48_765.43,
    );
  });
});
