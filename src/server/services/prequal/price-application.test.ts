import { describe, expect, it } from "vitest";
import type { PersonIdentity } from "@/domain/ports/person";
import { sandboxCreditBureau } from "@/integrations/credit-bureau/sandbox";
import { pricingInputs } from "./price-application";

const home = { line1: "12 Oak Street", city: "Wilmington", state: "DE" as const, zip: "19801" };
const someone = (lastName: string, ssn: string): PersonIdentity => ({
  firstName: "Pat",
  lastName,
  email: `${lastName}@mail.test`,
  ssn,
  dateOfBirth: new Date("1985-03-21T00:00:00Z"),
  address: home,
});
const bureau = sandboxCreditBureau({ now: () => new Date("2026-11-23T12:00:00Z") });
const answers = {
  withCoborrower: true,
  borrower: { annualIncome: 120_000 },
  coborrower: { annualIncome: 60_000 },
  address: home,
};

describe("what pricing is told (decision 020)", () => {
  it("counts a coborrower's income once their credit is checked", async () => {
    const report = await bureau.softPull(someone("Lee", "123456789"), {
      coborrower: someone("Lee", "987654321"),
    });
    const inputs = pricingInputs({ answers, report, coborrowerReport: null, valuation: null });
    expect(inputs.monthlyIncome).toBe(15_000);
  });

  it("leaves out the income of a coborrower the bureau has no file on", async () => {
    const report = await bureau.softPull(someone("Lee", "123456789"), {
      coborrower: someone("Thin", "987654321"),
    });
    const inputs = pricingInputs({ answers, report, coborrowerReport: null, valuation: null });
    expect(inputs.monthlyIncome).toBe(10_000);
  });

  it("counts the mortgages the report ties to this home as its liens before the person chooses", async () => {
    const report = await bureau.softPull(someone("Lee", "123456789"));
    const inputs = pricingInputs({
      answers: { ...answers, withCoborrower: false },
      report,
      coborrowerReport: null,
      valuation: null,
    });
    expect(inputs.liens).toBe(155_000);
    const none = pricingInputs({
      answers: { ...answers, withCoborrower: false, selectedMortgageIds: [] },
      report,
      coborrowerReport: null,
      valuation: null,
    });
    expect(none.liens).toBe(0);
  });

  it("takes the payoff and monthly debts of the debt-consolidation step once it is saved (decision 028)", async () => {
    const report = await bureau.softPull(someone("Lee", "123456789"));
    const base = { ...answers, withCoborrower: false, payoffLiabilityIds: ["l1"] };
    const before = pricingInputs({ answers: base, report, coborrowerReport: null, valuation: null });
    expect(before.payoffTotal).toBe(2_350);
    const debtConsolidation = { payoffTotal: 17_150, payoffMonthlyPayments: 535, monthlyDebtAdjustment: 200 };
    const after = pricingInputs({
      answers: { ...base, debtConsolidation },
      report,
      coborrowerReport: null,
      valuation: null,
    });
    expect(after.payoffTotal).toBe(17_150);
    expect(after.payoffMonthlyPayments).toBe(535);
    expect(after.monthlyDebtPayments).toBe(before.monthlyDebtPayments + 200);
  });
});
