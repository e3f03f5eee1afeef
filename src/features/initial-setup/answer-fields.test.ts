import { describe, expect, it } from "vitest";
import { creditIncomeInput } from "@/domain/prequal/step-inputs";
import { moneyField, textField } from "./answer-fields";

describe("answers put back in an old-flow form (Back keeps answers)", () => {
  it("shows amounts as the money field types them, and reads back as the same amount", () => {
    expect(moneyField(250_000)).toBe("$250,000");
    expect(moneyField(0)).toBe("$0");
    expect(moneyField(undefined)).toBe("");
    expect(creditIncomeInput.parse({ annualIncome: moneyField(120_000) })).toEqual({ annualIncome: 120_000 });
  });

  it("shows no answer as an empty field", () => {
    expect(textField(undefined)).toBe("");
    expect(textField(null)).toBe("");
    expect(textField("Ada")).toBe("Ada");
  });
});
