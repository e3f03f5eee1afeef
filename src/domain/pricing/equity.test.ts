import { describe, expect, it } from "vitest";
import { availableEquity, RATE_SHEET_LIMITS } from "./equity";

describe("available equity (DESIGN.md §4)", () => {
  it("lends up to 85% CLTV on a primary residence", () => {
    expect(
      availableEquity({ homeValue: 500_000, mortgageBalance: 200_000, propertyUse: "primaryResidence" }),
    ).toEqual({
      maxLine: 225_000,
      cltvLimit: 0.85,
      eligible: true,
    });
  });

  it("lends up to 75% on a second home and 70% on an investment property", () => {
    expect(
      availableEquity({ homeValue: 400_000, mortgageBalance: 100_000, propertyUse: "secondHome" }).maxLine,
    ).toBe(200_000);
    expect(
      availableEquity({ homeValue: 400_000, mortgageBalance: 100_000, propertyUse: "investment" }).maxLine,
    ).toBe(180_000);
  });

  it("caps the line at $400,000", () => {
    expect(
      availableEquity({ homeValue: 2_000_000, mortgageBalance: 0, propertyUse: "primaryResidence" }).maxLine,
    ).toBe(400_000);
  });

  it("rounds the line down to whole dollars", () => {
    expect(
      availableEquity({ homeValue: 333_333, mortgageBalance: 0, propertyUse: "primaryResidence" }).maxLine,
    ).toBe(283_333);
  });

  it("is eligible at exactly the $15,000 minimum line", () => {
    expect(
      availableEquity({ homeValue: 100_000, mortgageBalance: 70_000, propertyUse: "primaryResidence" }),
    ).toMatchObject({
      maxLine: 15_000,
      eligible: true,
    });
  });

  it("is not eligible, for low equity, a dollar below the minimum line", () => {
    expect(
      availableEquity({ homeValue: 100_000, mortgageBalance: 70_001, propertyUse: "primaryResidence" }),
    ).toEqual({
      maxLine: 14_999,
      cltvLimit: 0.85,
      eligible: false,
      reason: "lowEquity",
    });
  });

  it("shows no line, not a negative one, when the home is under water", () => {
    const result = availableEquity({
      homeValue: 100_000,
      mortgageBalance: 150_000,
      propertyUse: "primaryResidence",
    });
    expect(result).toMatchObject({ maxLine: 0, eligible: false, reason: "lowEquity" });
  });

  it("keeps the limits as data an operator can read", () => {
    expect(RATE_SHEET_LIMITS).toMatchObject({ lineMin: 15_000, lineMax: 400_000 });
  });
});
