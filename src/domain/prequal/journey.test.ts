import { describe, expect, it } from "vitest";
import { type JourneyFacts, journeyIndex, stepCounter } from "./journey";
import type { PrequalAnswers } from "./prequal-answers";

const facts = (answers: PrequalAnswers): JourneyFacts => ({
  answers,
  hasAccount: true,
  creditPulled: false,
  referred: false,
});

describe("the new flow's step counter (spec §2)", () => {
  it("counts nine steps for a HELOC, the coborrower's as the credit step's second half", () => {
    const alone = facts({ product: "heloc", withCoborrower: false });
    const joint = facts({ product: "heloc", withCoborrower: true });
    expect(stepCounter("new", "A", alone, "credit")).toEqual({ current: 6, total: 9 });
    expect(stepCounter("new", "A", joint, "credit")).toEqual({ current: 6, total: 9 });
    expect(stepCounter("new", "A", joint, "coborrower")).toEqual({ current: 6, total: 9 });
    expect(stepCounter("new", "A", joint, "mortgage-select")).toEqual({ current: 7, total: 9 });
    expect(stepCounter("new", "A", joint, "preview-offer")).toEqual({ current: 9, total: 9 });
  });

  it("counts eight for a mortgage, which has no debts step, and counts no step the journey skips", () => {
    const mortgage = facts({ product: "mortgage", withCoborrower: false });
    expect(stepCounter("new", "A", mortgage, "preview-offer")).toEqual({ current: 8, total: 8 });
    expect(stepCounter("new", "A", mortgage, "debts")).toBeNull();
    expect(stepCounter("new", "A", mortgage, "coborrower")).toBeNull();
    expect(stepCounter("new", "A", mortgage, "credit-check")).toBeNull();
  });
});

describe("a step's place in the journey", () => {
  it("puts the coborrower after credit and the credit check between them and mortgage-select", () => {
    const joint = facts({ product: "heloc", withCoborrower: true });
    const at = (slug: string) => journeyIndex("new", "A", joint, slug) as number;
    expect(at("credit")).toBeLessThan(at("coborrower"));
    expect(at("coborrower")).toBeLessThan(at("credit-check"));
    expect(at("credit-check")).toBeLessThan(at("mortgage-select"));
    expect(journeyIndex("new", "A", facts({ withCoborrower: false }), "coborrower")).toBeNull();
  });
});
