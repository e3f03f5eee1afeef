import { describe, expect, it } from "vitest";
import { ineligibleScreenFor } from "./ineligible-screens";

describe("the ineligible screen (docs/design.md §4, spec §2)", () => {
  it("sends low equity, a late payment and a low score or no file to their own screens", () => {
    expect(ineligibleScreenFor(["lowEquity"])).toBe("/app/ineligible/low-equity");
    expect(ineligibleScreenFor(["latePayment"])).toBe("/app/ineligible/late-payment");
    expect(ineligibleScreenFor(["lowCreditScore"])).toBe("/app/ineligible/boost");
    expect(ineligibleScreenFor(["noCreditFile"])).toBe("/app/ineligible/boost");
  });

  it("sends derogatory answers, a home for sale, DTI and LTV to the other-reasons screen", () => {
    for (const reason of [
      "recentBankruptcy",
      "recentForeclosure",
      "recentShortSale",
      "listedForSale",
    ] as const)
      expect(ineligibleScreenFor([reason])).toBe("/app/ineligible/other-reasons");
    expect(ineligibleScreenFor(["highDebtToIncome"])).toBe("/app/ineligible/other-reasons");
    expect(ineligibleScreenFor(["highLoanToValue"])).toBe("/app/ineligible/other-reasons");
  });

  it("follows the most important reason: no boost advice when equity is what declined", () => {
    expect(ineligibleScreenFor(["lowCreditScore", "lowEquity"])).toBe("/app/ineligible/low-equity");
    expect(ineligibleScreenFor(["lowCreditScore", "latePayment"])).toBe("/app/ineligible/late-payment");
    expect(ineligibleScreenFor(["lowEquity", "recentBankruptcy"])).toBe("/app/ineligible/other-reasons");
  });

  it("has no screen when nothing declined", () => expect(ineligibleScreenFor([])).toBeNull());
});
