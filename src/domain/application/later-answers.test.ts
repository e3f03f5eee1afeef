import { describe, expect, it } from "vitest";
import { noToEveryDeclaration } from "./application.test-support";
import type { ApplicationFacts } from "./application-steps";
import { declarationsInput } from "./declarations";
import {
  asksAboutSeller,
  declarationsThatApply,
  incomeThatApplies,
  needsRevisit,
  rentNoLongerApplies,
  rentsWithoutProperty,
} from "./later-answers";
import { incomeSourcesOf, otherIncomeInput } from "./other-income";
import { assembleSummary } from "./summary-assembly";

const declarations = declarationsInput.parse({
  hasIntentToOccupy: false,
  hasSpecialBorrowerSellerRelationship: true,
  ...noToEveryDeclaration,
});
const purchase: ApplicationFacts = {
  product: "mortgage",
  hasCoborrower: false,
  selfEmployed: false,
  purchase: true,
};
const refinance: ApplicationFacts = { ...purchase, purchase: false };

describe("later answers an earlier edit makes stale (issue 9, decision 037)", () => {
  it("asks about the seller only in a mortgage that buys the home (Form 1003 5a B)", () => {
    expect(asksAboutSeller(purchase)).toBe(true);
    expect(asksAboutSeller(refinance)).toBe(false);
    expect(asksAboutSeller({ product: "heloc", purchase: true })).toBe(false);
  });

  it("ignores a seller answer once the loan is a refinance, and keeps it for a purchase", () => {
    expect(declarationsThatApply(declarations, refinance)).not.toHaveProperty(
      "hasSpecialBorrowerSellerRelationship",
    );
    expect(declarationsThatApply(declarations, purchase).hasSpecialBorrowerSellerRelationship).toBe(true);
  });

  it("sends declarations saved without the seller answer back to be done when the loan becomes a purchase", () => {
    const { hasSpecialBorrowerSellerRelationship: _, ...withoutSeller } = declarations;
    expect(needsRevisit({ section: "declarations", data: withoutSeller }, purchase)).toBe(true);
    expect(needsRevisit({ section: "declarations", data: withoutSeller }, refinance)).toBe(false);
    expect(needsRevisit({ section: "declarations", data: declarations }, purchase)).toBe(false);
    expect(needsRevisit({ section: "demographics", data: {} }, purchase)).toBe(false);
  });

  const income = otherIncomeInput.parse({
    incomeSources: [
      { type: "rental", propertyId: "p1", rentalUnits: "2", monthlyAmount: "$1,800" },
      { type: "rental", propertyId: "gone", rentalUnits: "1", monthlyAmount: "$900" },
      { type: "pension", monthlyAmount: "$2,000" },
    ],
  });
  const properties = [{ propertyId: "p1", label: "12 Oak St" }];

  it("leaves out rent from a property no longer on the application, and keeps the rest", () => {
    expect(rentsWithoutProperty(income, properties).map((s) => s.monthlyAmount)).toEqual([900]);
    expect(incomeThatApplies(income, properties).incomeSources.map((s) => s.type)).toEqual([
      "rental",
      "pension",
    ]);
  });

  it("asks no rental agreement for rent from a removed property (spec §9 document rules)", () => {
    expect(incomeSourcesOf(income, properties).map((s) => s.propertyId)).toEqual(["p1", null]);
  });

  it("names the property and the coborrower in the notice of a lost rent", () => {
    expect(rentNoLongerApplies("12 Oak St", "coborrower")).toContain("for your coborrower from 12 Oak St");
    expect(rentNoLongerApplies("12 Oak St", "borrower")).not.toContain("coborrower");
  });

  it("leaves business information out of the summary once the borrower owns less than 25% (spec §5)", () => {
    const business = {
      businessName: "Rivera Landscaping",
      businessType: "llc",
      ein: "123456789",
      startDate: "2018-03-01T00:00:00.000Z",
      ownershipShare: 60,
      monthlyIncome: 8500,
    };
    const sections = [{ section: "businessInformation" as const, who: "borrower" as const, data: business }];
    const owner = { ...refinance, selfEmployed: true, selfEmployedWho: ["borrower" as const] };
    expect(assembleSummary(sections, { facts: owner })).toHaveLength(1);
    expect(assembleSummary(sections, { facts: { ...refinance, selfEmployedWho: [] } })).toEqual([]);
  });
});
