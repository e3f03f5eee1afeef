import { describe, expect, it } from "vitest";
import { countableMortgages, countableOwnedMortgages, type MortgageRecord } from "./credit-report";
import { payoffMonthlyPayments, payoffTotal } from "./liability";
import { hasSolarLoan, isSolarLoan } from "./solar-loan";

describe("payoff total (spec §5)", () => {
  it("sums confirmed items only (spec §5)", () => {
    const debts = [
      { creditor: "Chase", balance: 1000, confirmed: true },
      { creditor: "Amex", balance: 500, confirmed: false },
      { creditor: "Citi", balance: 250 },
    ];
    expect(payoffTotal(debts)).toBe(1000);
  });

  it("leaves out creditors containing mosaic in any case (spec §5)", () => {
    const debts = [
      { creditor: "MOSAIC SOLAR", balance: 20000, confirmed: true },
      { creditor: "Solar Mosaic Inc", balance: 5000, confirmed: true },
      { creditor: "Discover", balance: 300, confirmed: true },
    ];
    expect(payoffTotal(debts)).toBe(300);
  });

  it("is 0 for an empty debt list (spec §5)", () => expect(payoffTotal([])).toBe(0));

  it("ends the monthly payments of the same debts: confirmed, not Mosaic (spec §5)", () => {
    const debts = [
      { creditor: "Chase", balance: 1000, monthlyPayment: 45, confirmed: true },
      { creditor: "Amex", balance: 500, monthlyPayment: 30, confirmed: false },
      { creditor: "Mosaic", balance: 20000, monthlyPayment: 180, confirmed: true },
      { creditor: "Citi", balance: 250, monthlyPayment: null, confirmed: true },
    ];
    expect(payoffMonthlyPayments(debts)).toBe(45);
  });
});

describe("countable mortgages (spec §5)", () => {
  const rocket: MortgageRecord = { creditor: "Rocket Mortgage", balance: 210000, dateOpened: "2019-04-02" };

  it("counts a mortgage with a balance above 0 (spec §5)", () => {
    expect(countableMortgages({ mortgages: [rocket], propertyOwnership: [] })).toEqual([rocket]);
  });

  it("counts a paid-down line whose high credit is above 0 (spec §5)", () => {
    const heloc = { creditor: "Figure", balance: 0, hiCredit: 50000 };
    expect(countableMortgages({ mortgages: [heloc], propertyOwnership: [] })).toEqual([heloc]);
  });

  it("drops a mortgage with neither balance nor high credit (spec §5)", () => {
    const closed = { creditor: "Old Bank", balance: 0, hiCredit: 0 };
    expect(countableMortgages({ mortgages: [closed], propertyOwnership: [] })).toEqual([]);
  });

  it("drops a mortgage already in a property's own list by creditor, balance and open date (spec §5)", () => {
    const same = {
      creditor: "ROCKET MORTGAGE ",
      balance: 210000,
      dateOpened: new Date("2019-04-02T00:00:00Z"),
    };
    const report = { mortgages: [rocket], propertyOwnership: [{ propertyId: "p1", mortgages: [same] }] };
    expect(countableMortgages(report)).toEqual([]);
  });

  it("compares open dates by their UTC day, whatever the text's time zone (spec §5)", () => {
    const evening = { ...rocket, dateOpened: "2019-04-01T20:00:00-05:00" }; // 2019-04-02 01:00 UTC
    const report = { mortgages: [evening], propertyOwnership: [{ propertyId: "p1", mortgages: [rocket] }] };
    expect(countableMortgages(report)).toEqual([]);
  });

  it("keeps a mortgage when only the open date differs (spec §5)", () => {
    const other = { ...rocket, dateOpened: "2020-04-02" };
    const report = { mortgages: [rocket], propertyOwnership: [{ propertyId: "p1", mortgages: [other] }] };
    expect(countableMortgages(report)).toEqual([rocket]);
  });

  it("counts an owned property's own mortgages by the same rule: balance or high credit above 0 (spec §5)", () => {
    const closed = { creditor: "Old Bank", balance: 0, hiCredit: 0 };
    const paidDownLine = { creditor: "Figure", balance: 0, hiCredit: 50000 };
    const property = { propertyId: "p1", mortgages: [closed, rocket, paidDownLine] };
    const counted = countableOwnedMortgages({
      propertyOwnership: [{ propertyId: "p0", mortgages: [] }, property],
    });
    // Each keeps its place in the report, so an id made from it does not move when one is left out.
    expect(counted.map((m) => [m.propertyIndex, m.mortgageIndex, m.mortgage])).toEqual([
      [1, 1, rocket],
      [1, 2, paidDownLine],
    ]);
    expect(counted.every((m) => m.property === property)).toBe(true);
  });
});

describe("solar-loan check (spec §9)", () => {
  it("recognises Mosaic and other solar lenders by name", () => {
    expect(isSolarLoan({ creditor: "Solar Mosaic LLC" })).toBe(true);
    expect(isSolarLoan({ creditor: "GoodLeap" })).toBe(true);
    expect(isSolarLoan({ creditor: "Wells Fargo" })).toBe(false);
  });

  it("finds a solar loan among a list of debts (spec §9)", () => {
    expect(hasSolarLoan([{ creditor: "Wells Fargo" }, { creditor: "Sunlight Financial" }])).toBe(true);
    expect(hasSolarLoan([{ creditor: "Wells Fargo" }])).toBe(false);
  });
});
