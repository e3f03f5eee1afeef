import { describe, expect, it } from "vitest";
import { requiredDocuments } from "../documents/required-documents";
import { incomeSourcesOf, OTHER_INCOME_TYPES, otherIncomeInput, otherIncomeProblems } from "./other-income";

const parse = (incomeSources: unknown[]) => otherIncomeInput.safeParse({ incomeSources });
const firstMessage = (source: Record<string, unknown>) => {
  const result = parse([source]);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("other income (spec §3)", () => {
  it("offers every income type of spec §3 except employment, which is step 4's", () => {
    expect(OTHER_INCOME_TYPES.map((t) => t.value)).toHaveLength(13);
    expect(OTHER_INCOME_TYPES.map((t) => t.value)).not.toContain("main");
  });

  it("accepts no other income at all", () => {
    expect(parse([]).success).toBe(true);
  });

  it("asks for a monthly amount of at least $1", () => {
    expect(firstMessage({ type: "pension", monthlyAmount: "" })).toBe("Enter the monthly amount");
    expect(firstMessage({ type: "pension", monthlyAmount: "$0" })).toBe(
      "Enter the monthly amount of at least $1",
    );
  });

  it("asks rental income for its property and units (spec §3 propertyId, rentalUnits)", () => {
    expect(firstMessage({ type: "rental", propertyId: "", rentalUnits: "2", monthlyAmount: "$1,800" })).toBe(
      "Choose the property the rent comes from",
    );
    expect(
      firstMessage({ type: "rental", propertyId: "p1", rentalUnits: "0", monthlyAmount: "$1,800" }),
    ).toBe("Enter at least 1 rented unit");
  });

  it("asks foreign income for its country and capital gains for what was sold", () => {
    expect(firstMessage({ type: "foreign", country: "", monthlyAmount: "$900" })).toBe(
      "Enter the country the income comes from",
    );
    expect(firstMessage({ type: "capitalGains", assetDescription: "", monthlyAmount: "$900" })).toBe(
      "Enter the description of what you sold",
    );
  });

  it("refuses rent from a property not on the application", () => {
    const income = otherIncomeInput.parse({
      incomeSources: [{ type: "rental", propertyId: "elsewhere", rentalUnits: "1", monthlyAmount: "$900" }],
    });
    expect(otherIncomeProblems(income, [{ propertyId: "p1", label: "12 Oak St" }])).toEqual([
      { path: ["incomeSources", 0, "propertyId"], message: "Choose one of your properties for this rent" },
    ]);
  });

  it("feeds the document rules: a rental agreement per rented unit, a pension award letter and 1099s (spec §9)", () => {
    const income = otherIncomeInput.parse({
      incomeSources: [
        { type: "rental", propertyId: "p1", rentalUnits: "2", monthlyAmount: "$1,800" },
        { type: "rental", propertyId: "p2", rentalUnits: "1", monthlyAmount: "$900" },
        { type: "pension", monthlyAmount: "$2,000", payer: "State retirement fund" },
      ],
    });
    const properties = [
      { propertyId: "p1", label: "12 Oak St" },
      { propertyId: "p2", label: "3 Elm St" },
    ];
    const list = requiredDocuments({
      user: { employments: [], incomeSources: incomeSourcesOf(income, properties) },
      liabilities: [],
      uploads: [],
      uploadRequests: [],
      propertyOwnership: [],
    });
    const count = (type: string) => list.find((r) => r.type === type)?.count;
    expect(count("rental_agreement")).toBe(3);
    expect(count("pension_award_letter")).toBe(1);
    expect(count("1099_form")).toBe(2);
  });

  it("asks for 1040 tax returns for foreign income and capital gains (spec §9)", () => {
    const income = otherIncomeInput.parse({
      incomeSources: [{ type: "foreign", country: "Canada", monthlyAmount: "$900" }],
    });
    const list = requiredDocuments({
      user: { employments: [], incomeSources: incomeSourcesOf(income, []) },
      liabilities: [],
      uploads: [],
      uploadRequests: [],
      propertyOwnership: [],
    });
    expect(list.map((r) => r.type)).toContain("1040_tax_returns");
  });
});
