import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_SHEET as sheet } from "./default-rate-sheet";
import { availableEquity, propertyValueUsed } from "./equity";

describe("available equity (docs/design.md §4)", () => {
  const primary = (homeValue: number, mortgageBalance: number) =>
    availableEquity({ homeValue, mortgageBalance, propertyUse: "primaryResidence" }, sheet);

  it("lends up to 85% CLTV on a primary residence", () => {
    expect(primary(500_000, 200_000)).toEqual({ maxLine: 225_000, cltvLimit: 0.85, eligible: true });
  });

  it("lends up to 75% on a second home and 70% on an investment property", () => {
    const use = (propertyUse: "secondHome" | "investment") =>
      availableEquity({ homeValue: 400_000, mortgageBalance: 100_000, propertyUse }, sheet).maxLine;
    expect(use("secondHome")).toBe(200_000);
    expect(use("investment")).toBe(180_000);
  });

  it("caps the line at $400,000", () => expect(primary(2_000_000, 0).maxLine).toBe(400_000));

  it("rounds the line down to whole dollars", () => expect(primary(333_333, 0).maxLine).toBe(283_333));

  it("is eligible at exactly the $15,000 minimum line", () => {
    expect(primary(100_000, 70_000)).toMatchObject({ maxLine: 15_000, eligible: true });
  });

  it("is not eligible, for low equity, a dollar below the minimum line", () => {
    expect(primary(100_000, 70_001)).toEqual({
      maxLine: 14_999,
      cltvLimit: 0.85,
      eligible: false,
      reason: "lowEquity",
    });
  });

  it("shows no line, not a negative one, when the home is under water", () => {
    expect(primary(100_000, 150_000)).toMatchObject({ maxLine: 0, eligible: false, reason: "lowEquity" });
  });

  it("follows the sheet an operator edited", () => {
    const edited = { ...sheet, heloc: { ...sheet.heloc, line: { min: 25_000, max: 100_000 } } };
    const result = availableEquity(
      { homeValue: 500_000, mortgageBalance: 0, propertyUse: "primaryResidence" },
      edited,
    );
    expect(result.maxLine).toBe(100_000);
  });
});

describe("the property value a line is priced on", () => {
  it("is the lower of the applicant's estimate and the automated valuation", () => {
    expect(propertyValueUsed(520_000, 480_000)).toEqual({ value: 480_000, source: "lowerOfBoth" });
    expect(propertyValueUsed(450_000, 480_000)).toEqual({ value: 450_000, source: "lowerOfBoth" });
  });

  it("is the one there is when the other is missing", () => {
    expect(propertyValueUsed(null, 480_000)).toEqual({ value: 480_000, source: "valuation" });
    expect(propertyValueUsed(520_000, null)).toEqual({ value: 520_000, source: "applicantEstimate" });
  });

  it("is unknown when neither is there, and a value of $0 counts as none", () => {
    expect(propertyValueUsed(null, null)).toBeNull();
    expect(propertyValueUsed(0, 480_000)).toEqual({ value: 480_000, source: "valuation" });
  });
});
