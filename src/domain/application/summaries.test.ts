import { describe, expect, it } from "vitest";
import { landlordReport } from "./credit-report.test-support";
import { debtConsolidationSummary } from "./debt-consolidation-summary";
import { debtConsolidationInput, liabilitiesAfterDecisions } from "./liability-decisions";
import { realEstateSummary } from "./real-estate-summary";

const rental = {
  propertyId: "prop-rental",
  address: { line1: "512 Rental Row", city: "Austin", state: "TX" as const, zip: "78701" },
  status: "retained" as const,
  use: "investment" as const,
  value: 350_000,
  mortgages: [{ creditor: "Sandbox Investor Mortgage", balance: 180_000, monthlyPayment: 1_390 }],
  rentalUnits: 1,
  annualRentalIncome: 28_800,
};
const account = {
  accountId: "acct-1",
  institution: "First Credit Union",
  accountType: "savings" as const,
  balance: 12_500,
  accountNumberLastFour: "6789",
};

describe("real estate summary (Form 1003 order)", () => {
  it("puts the accounts (section 2a) before the real estate (section 3)", () => {
    const groups = realEstateSummary({ properties: [rental], assets: [account] });
    expect(groups.map((g) => g.title)).toEqual([
      "Assets: bank, retirement and other accounts",
      "Property 1: 512 Rental Row",
    ]);
  });

  it("shows an account number masked to its last four digits", () => {
    const [assets] = realEstateSummary({ properties: [], assets: [account] });
    expect(assets?.rows[0]).toEqual({ label: "First Credit Union, Savings **** 6789", value: "$12,500" });
    expect(assets?.rows[1]).toEqual({ label: "Total", value: "$12,500" });
  });

  it("shows each property's address, status, use, value, mortgage and rent as money", () => {
    const [property] = realEstateSummary({ properties: [rental], assets: [] });
    expect(property?.rows).toEqual([
      { label: "Address", value: "512 Rental Row, Austin, TX 78701" },
      { label: "Status", value: "Keeping it" },
      { label: "Use", value: "Rental Property" },
      { label: "Market value", value: "$350,000" },
      { label: "Mortgage", value: "Sandbox Investor Mortgage" },
      { label: "Mortgage balance", value: "$180,000" },
      { label: "Mortgage monthly payment", value: "$1,390" },
      { label: "Rented units", value: "1" },
      { label: "Yearly rental income", value: "$28,800" },
    ]);
  });

  it("says so when no other property is owned", () => {
    expect(realEstateSummary({ properties: [], assets: [] })).toEqual([
      { title: "Other real estate", rows: [{ label: "Other properties owned", value: "None" }] },
    ]);
  });
});

describe("debt consolidation summary (Form 1003 section 2c)", () => {
  const answers = debtConsolidationInput.parse({
    decisions: [
      { id: "l1", action: "payOff" },
      { id: "l2", action: "omit", omitReason: "other", omitNote: "My employer pays it" },
      { id: "l3", action: "confirm" },
      {
        id: "p0m0",
        action: "confirm",
        escrow: {
          taxIncludedInMonthlyPayment: "yes",
          insuranceIncludedInMonthlyPayment: "yes",
          monthlyTaxPayment: "300",
          monthlyInsurancePayment: "90",
        },
      },
      { id: "p1m0", action: "omit", omitReason: "duplicate" },
    ],
  });
  const groups = debtConsolidationSummary(liabilitiesAfterDecisions(landlordReport(), answers));

  it("lists each debt with whose it is and the decision", () => {
    expect(groups[0]?.rows.slice(0, 2)).toEqual([
      { label: "Sandbox Bank Visa (borrower)", value: "$2,350 balance, $70 a month, paid off at closing" },
      {
        label: "Sandbox Auto Finance (borrower)",
        value: "$14,800 balance, $465 a month, left out: Other reason (My employer pays it)",
      },
    ]);
    expect(groups[0]?.rows[3]?.label).toBe("Sandbox Home Loans (joint)");
  });

  it("shows a kept mortgage's taxes and insurance", () => {
    expect(groups[1]).toEqual({
      title: "Mortgage taxes and insurance",
      rows: [
        { label: "Sandbox Home Loans property taxes", value: "$300 a month, included in the payment" },
        { label: "Sandbox Home Loans homeowners insurance", value: "$90 a month, included in the payment" },
      ],
    });
  });

  it("ends with the debts paid off and the payoff total (spec §5)", () => {
    expect(groups[2]).toEqual({
      title: "Debts paid off at closing",
      rows: [
        { label: "Sandbox Bank Visa", value: "$2,350" },
        { label: "Payoff total", value: "$2,350" },
      ],
    });
  });
});
