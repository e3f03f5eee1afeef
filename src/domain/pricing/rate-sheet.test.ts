import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_SHEET } from "./default-rate-sheet";
import { type RateSheet, rateSheetInput } from "./rate-sheet";

const issues = (sheet: unknown) =>
  (rateSheetInput.safeParse(sheet).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

const withHeloc = (heloc: Partial<RateSheet["heloc"]>) => ({
  ...DEFAULT_RATE_SHEET,
  heloc: { ...DEFAULT_RATE_SHEET.heloc, ...heloc },
});
const withMortgage = (mortgage: Partial<RateSheet["mortgage"]>) => ({
  ...DEFAULT_RATE_SHEET,
  mortgage: { ...DEFAULT_RATE_SHEET.mortgage, ...mortgage },
});

describe("the default rate sheet (docs/design.md §4)", () => {
  it("passes the schema operators' sheets pass", () => {
    expect(issues(DEFAULT_RATE_SHEET)).toEqual([]);
    expect(rateSheetInput.parse(JSON.parse(JSON.stringify(DEFAULT_RATE_SHEET)))).toEqual(DEFAULT_RATE_SHEET);
  });

  it("prices a HELOC on the 7.50% prime rate, capped at 18%, from 640 and up to 45% DTI", () => {
    expect(DEFAULT_RATE_SHEET.heloc).toMatchObject({
      index: { name: "Prime rate", rate: 0.075 },
      rateCap: 0.18,
      minCreditScore: 640,
      maxDebtToIncome: 0.45,
      maxCltv: { primaryResidence: 0.85, secondHome: 0.75, investment: 0.7 },
      line: { min: 15_000, max: 400_000 },
      drawYears: 10,
      repaymentYears: 20,
    });
  });

  it("charges an origination fee by tier of at most 4.99%", () => {
    const fees = DEFAULT_RATE_SHEET.heloc.tiers.map((t) => t.originationFee);
    expect(Math.max(...fees)).toBe(0.0499);
    expect(DEFAULT_RATE_SHEET.heloc.tiers.map((t) => t.minScore)).toEqual([760, 720, 680, 640]);
    expect(DEFAULT_RATE_SHEET.heloc.cltvBands.map((b) => b.max)).toEqual([0.6, 0.7, 0.8, 0.85]);
  });

  it("offers a 30-year fixed, a 15-year fixed and a 7/6 ARM from 620, to 95% / 90% / 80% LTV", () => {
    const { mortgage } = DEFAULT_RATE_SHEET;
    expect(mortgage.products.map((p) => [p.label, p.termYears, p.adjustable?.fixedYears])).toEqual([
      ["30-year fixed", 30, undefined],
      ["15-year fixed", 15, undefined],
      ["7/6 ARM", 30, 7],
    ]);
    expect(mortgage.products[2]?.adjustable?.adjustEveryMonths).toBe(6);
    expect(mortgage).toMatchObject({
      minCreditScore: 620,
      originationFee: 0.01,
      maxLtv: { purchase: 0.95, rateTerm: 0.9, cashOut: 0.8 },
      propertyTaxRate: 0.011,
      insuranceRate: 0.0035,
    });
  });
});

describe("a rate sheet an operator edits", () => {
  it("names a margin grid row whose margins do not match the CLTV bands", () => {
    const [first, ...rest] = DEFAULT_RATE_SHEET.heloc.tiers;
    const short = { ...(first as RateSheet["heloc"]["tiers"][number]), margins: [0.01] };
    expect(issues(withHeloc({ tiers: [short, ...rest] }))).toEqual([
      "heloc.tiers.0.margins: Give one value for each of the 4 bands",
    ]);
  });

  it("wants tiers from the highest score down and bands from the lowest ratio up", () => {
    const tiers = [...DEFAULT_RATE_SHEET.heloc.tiers].reverse();
    const cltvBands = [...DEFAULT_RATE_SHEET.heloc.cltvBands].reverse();
    expect(issues(withHeloc({ tiers, cltvBands }))).toContain(
      "heloc.tiers.1.minScore: List the rows from the highest score down",
    );
    expect(issues(withHeloc({ cltvBands }))).toContain(
      "heloc.cltvBands.1.max: List the bands from the lowest ratio up",
    );
  });

  it("covers every score from the minimum and every CLTV up to the maximum allowed", () => {
    expect(issues(withHeloc({ minCreditScore: 600 }))).toEqual([
      "heloc.tiers: Give a tier for the minimum credit score",
    ]);
    expect(
      issues(withHeloc({ maxCltv: { primaryResidence: 0.9, secondHome: 0.75, investment: 0.7 } })),
    ).toEqual(["heloc.cltvBands: Give a band up to the highest maximum CLTV"]);
    expect(issues(withMortgage({ minCreditScore: 580 }))).toEqual([
      "mortgage.scoreBands: Give a band for the minimum credit score",
    ]);
    expect(issues(withMortgage({ maxLtv: { purchase: 0.97, rateTerm: 0.9, cashOut: 0.8 } }))).toEqual([
      "mortgage.ltvBands: Give a band up to the highest maximum LTV",
    ]);
  });

  it("refuses a smallest line or loan above the largest, and an ARM fixed for its whole term", () => {
    expect(issues(withHeloc({ line: { min: 500_000, max: 400_000 } }))).toEqual([
      "heloc.line.min: The smallest line cannot exceed the largest",
    ]);
    const [fixed30, fixed15, arm] = DEFAULT_RATE_SHEET.mortgage.products as [
      RateSheet["mortgage"]["products"][number],
      RateSheet["mortgage"]["products"][number],
      Required<RateSheet["mortgage"]["products"][number]>,
    ];
    const forever = { ...arm, adjustable: { ...arm.adjustable, fixedYears: 30 } };
    expect(issues(withMortgage({ products: [fixed30, fixed15, forever, fixed30] }))).toEqual([
      "mortgage.products.2.adjustable.fixedYears: The fixed years must end before the term does",
      "mortgage.products.3.id: Give each product its own id",
    ]);
  });

  it("reads rates as decimals: 7.5 is refused where 0.075 is meant", () => {
    expect(issues(withHeloc({ index: { name: "Prime rate", rate: 7.5 } }))).toEqual([
      "heloc.index.rate: Too big: expected number to be <=1",
    ]);
  });
});
