import { describe, expect, it } from "vitest";
import { DECLINE_REASONS } from "../pricing/eligibility";
import { PRINCIPAL_REASONS, principalReasons } from "./principal-reasons";

describe("principal reasons (Reg B 1002.9(b)(2))", () => {
  it("states each reason in the model form's words", () => {
    expect(PRINCIPAL_REASONS).toMatchObject({
      lowEquity: "Value or type of collateral not sufficient",
      latePayment: "Delinquent past or present credit obligations",
      lowCreditScore: "Credit score below our minimum",
      noCreditFile: "Insufficient credit file",
      highDebtToIncome: "Excessive obligations in relation to income",
      recentBankruptcy: "Bankruptcy",
    });
  });

  it("has a sentence for every decline reason", () => {
    for (const reason of DECLINE_REASONS) expect(PRINCIPAL_REASONS[reason]).toMatch(/^[A-Z].+[^.]$/);
  });

  it("lists the reasons most important first", () => {
    expect(principalReasons(["lowCreditScore", "highDebtToIncome", "lowEquity"])).toEqual([
      "Value or type of collateral not sufficient",
      "Excessive obligations in relation to income",
      "Credit score below our minimum",
    ]);
  });
});
