import { describe, expect, it } from "vitest";
import { helocPaymentSchedule } from "./payment-schedule";

const offer = {
  line: { value: 225_000, derivation: [] },
  rate: { value: 0.085, derivation: [] },
  drawYears: 10,
  repaymentYears: 20,
};

describe("HELOC payment schedule (docs/design.md §4: 10-year draw, 20-year repayment)", () => {
  it("pays interest only for 10 years, then the fully amortising payment for 20, one point a year", () => {
    const schedule = helocPaymentSchedule(offer, 100_000);
    expect(schedule).toHaveLength(30);
    expect(schedule[0]).toEqual({ year: 1, phase: "draw", monthlyPayment: 708.33 });
    expect(schedule[9]).toEqual({ year: 10, phase: "draw", monthlyPayment: 708.33 });
    expect(schedule[10]).toEqual({ year: 11, phase: "repayment", monthlyPayment: 867.82 });
    expect(schedule[29]).toEqual({ year: 30, phase: "repayment", monthlyPayment: 867.82 });
  });

  it("keeps the amount drawn between nothing and the line", () => {
    expect(helocPaymentSchedule(offer, 1_000_000)[0]?.monthlyPayment).toBe(1_593.75);
    expect(helocPaymentSchedule(offer, -5).every((point) => point.monthlyPayment === 0)).toBe(true);
  });
});
