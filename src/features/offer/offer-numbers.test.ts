import { describe, expect, it } from "vitest";
import { formatDerivationValue, formatRate, paymentRuns } from "./offer-numbers";

const words = { yes: "Yes", no: "No", years: (n: number) => `${n} years` };

describe("how the offer writes its numbers", () => {
  it("writes decimal rates as percentages with up to three decimals", () => {
    expect(formatRate(0.08125)).toBe("8.125%");
    expect(formatRate(0.085)).toBe("8.5%");
    expect(formatRate(0.85)).toBe("85%");
    expect(formatRate(0)).toBe("0%");
  });

  it("writes each derivation line by its kind", () => {
    expect(formatDerivationValue({ value: 412_500, kind: "money" }, words)).toBe("$412,500");
    expect(formatDerivationValue({ value: 1234.5, kind: "money" }, words)).toBe("$1,234.50");
    expect(formatDerivationValue({ value: 0.0075, kind: "percent" }, words)).toBe("0.75%");
    expect(formatDerivationValue({ value: 712, kind: "score" }, words)).toBe("712");
    expect(formatDerivationValue({ value: 10, kind: "years" }, words)).toBe("10 years");
    expect(formatDerivationValue({ value: "Automated valuation", kind: "text" }, words)).toBe(
      "Automated valuation",
    );
    expect(formatDerivationValue({ value: true, kind: "yesNo" }, words)).toBe("Yes");
  });
});

describe("the payment table beside the chart (the same numbers, fewer rows)", () => {
  it("joins years with the same phase and payment", () => {
    const schedule = Array.from({ length: 30 }, (_, i) => ({
      year: i + 1,
      phase: i < 10 ? ("draw" as const) : ("repayment" as const),
      monthlyPayment: i < 10 ? 750 : 1012.34,
    }));
    expect(paymentRuns(schedule)).toEqual([
      { firstYear: 1, lastYear: 10, phase: "draw", monthlyPayment: 750 },
      { firstYear: 11, lastYear: 30, phase: "repayment", monthlyPayment: 1012.34 },
    ]);
  });

  it("keeps a year of its own when its payment differs", () => {
    expect(
      paymentRuns([
        { year: 1, phase: "repayment", monthlyPayment: 100 },
        { year: 2, phase: "repayment", monthlyPayment: 110 },
        { year: 3, phase: "repayment", monthlyPayment: 110 },
      ]),
    ).toEqual([
      { firstYear: 1, lastYear: 1, phase: "repayment", monthlyPayment: 100 },
      { firstYear: 2, lastYear: 3, phase: "repayment", monthlyPayment: 110 },
    ]);
  });
});
