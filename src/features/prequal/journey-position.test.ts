import { describe, expect, it } from "vitest";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { type JourneyPlace, previousStepPath, stepPosition, stepRedirect } from "./journey-position";

const ADDRESS = { line1: "100 Main Street", city: "Wilmington", state: "DE", zip: "19801" } as const;
const THROUGH_DEROGATORY: PrequalAnswers = {
  propertyType: "singleFamily",
  units: 1,
  propertyUse: "primaryResidence",
  address: ADDRESS,
  estimatedValue: 500_000,
  listedForSale: false,
  product: "heloc",
  derogatory: { bankruptcy: false, foreclosure: false, shortSale: false },
};

function place(
  answers: PrequalAnswers,
  next: string,
  more: Partial<Omit<JourneyPlace, "facts">> & { creditPulled?: boolean; hasAccount?: boolean } = {},
): JourneyPlace {
  const { creditPulled = false, hasAccount = more.signedIn ?? false, ...rest } = more;
  return {
    landingVersion: "A",
    signedIn: false,
    next: { path: next },
    ...rest,
    facts: { answers, hasAccount, creditPulled, referred: false },
  };
}

describe("where a new-flow step stands and where Back goes (decision 023)", () => {
  it("Back from address is building-type, and the entry step has no Back", () => {
    const p = place({}, "/prequal/building-type");
    expect(previousStepPath(p, "address")).toBe("/prequal/building-type");
    expect(previousStepPath(p, "building-type")).toBeUndefined();
  });

  it("Back from mortgage-select skips the credit check (it runs on arrival) and the coborrower step no one needs", () => {
    const p = place({ ...THROUGH_DEROGATORY, withCoborrower: false }, "/prequal/mortgage-select", {
      signedIn: true,
      creditPulled: true,
    });
    expect(previousStepPath(p, "mortgage-select")).toBe("/prequal/credit");
    expect(previousStepPath(p, "debts")).toBe("/prequal/mortgage-select");
  });

  it("Back from mortgage-select is the coborrower step when someone applies with the borrower", () => {
    const p = place({ ...THROUGH_DEROGATORY, withCoborrower: true }, "/prequal/mortgage-select", {
      signedIn: true,
      creditPulled: true,
    });
    expect(previousStepPath(p, "mortgage-select")).toBe("/prequal/coborrower");
  });

  it("credit-check stands between the last question before it and mortgage-select", () => {
    const p = place({ ...THROUGH_DEROGATORY, withCoborrower: false }, "/prequal/credit-check", {
      signedIn: true,
    });
    const check = stepPosition(p, "credit-check") as number;
    expect(check).toBeGreaterThan(stepPosition(p, "credit") as number);
    expect(check).toBeLessThan(stepPosition(p, "mortgage-select") as number);
  });
});

describe("where a step sends the person instead of showing itself (decision 023)", () => {
  it("stays on the journey's next step", () => {
    expect(stepRedirect(place({}, "/prequal/building-type"), "building-type")).toBeNull();
  });

  it("lets people go back to a step they have answered", () => {
    expect(stepRedirect(place(THROUGH_DEROGATORY, "/prequal/credit"), "address")).toBeNull();
  });

  it("sends a step further on than the journey's next step to that next step, so no question is skipped", () => {
    expect(
      stepRedirect(
        place({ propertyType: "condo", units: 1, propertyUse: "secondHome" }, "/prequal/address"),
        "derogatory",
      ),
    ).toBe("/prequal/address");
  });

  it("asks a person without a session to sign in for the steps after credit, and to come back", () => {
    expect(stepRedirect(place(THROUGH_DEROGATORY, "/prequal/credit"), "mortgage-select")).toBe(
      "/app/login?callbackUrl=%2Fprequal%2Fmortgage-select",
    );
  });

  it("passes over the coborrower step when no one applies with the borrower", () => {
    const p = place({ ...THROUGH_DEROGATORY, withCoborrower: false }, "/prequal/credit-check", {
      signedIn: true,
    });
    expect(stepRedirect(p, "coborrower")).toBe("/prequal/credit-check");
  });

  it("passes over debts for a mortgage (debts are paid off from a line of credit only)", () => {
    const p = place(
      { ...THROUGH_DEROGATORY, product: "mortgage", withCoborrower: false, selectedMortgageIds: [] },
      "/prequal/preview-offer",
      { signedIn: true, creditPulled: true },
    );
    expect(stepRedirect(p, "debts")).toBe("/prequal/preview-offer");
  });

  it("does not pull credit twice: credit-check after the pull goes on to what followed it", () => {
    const p = place({ ...THROUGH_DEROGATORY, withCoborrower: false }, "/app/ineligible/low-equity", {
      signedIn: true,
      creditPulled: true,
    });
    expect(stepRedirect(p, "credit-check")).toBe("/app/ineligible/low-equity");
  });

  it("brings a person who arrives at the entry step from outside the flow to where they left off", () => {
    const p = place(THROUGH_DEROGATORY, "/prequal/credit");
    expect(stepRedirect(p, "building-type", { arrivedFromOutside: true })).toBe("/prequal/credit");
    expect(stepRedirect(p, "building-type", { arrivedFromOutside: false })).toBeNull();
  });

  it("keeps the entry step for someone whose journey left the flow (a waitlist, an ineligible page)", () => {
    const p = place({ ...THROUGH_DEROGATORY, address: { ...ADDRESS, state: "CA" } }, "/prequal/waitlist");
    expect(stepRedirect(p, "building-type", { arrivedFromOutside: true })).toBeNull();
  });
});
