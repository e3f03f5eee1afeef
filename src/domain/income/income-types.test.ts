import { describe, expect, it } from "vitest";
import { INCOME_TYPES, incomeTypeLabel } from "./income-types";

describe("income types (spec §3)", () => {
  it("lists the 14 income types of spec §3", () => {
    expect(INCOME_TYPES.map((t) => t.value)).toEqual([
      "main",
      "pension",
      "annuity",
      "bah",
      "bas",
      "alimony",
      "childSupport",
      "disability",
      "fosterCare",
      "foreign",
      "capitalGains",
      "interestAndDividends",
      "socialSecurity",
      "rental",
    ]);
  });

  it("labels the label-only types too (spec §3)", () => {
    expect(incomeTypeLabel("gig")).toBe("Gig work");
    expect(incomeTypeLabel("taxRefund")).toBe("Tax refund");
    expect(incomeTypeLabel("nonsense")).toBe("Other");
  });
});
