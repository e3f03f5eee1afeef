import { describe, expect, it } from "vitest";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { backOf, counterOf, type JourneyPlace, orderOf, outOfTurn, slugOf } from "./journey-navigation";

/** A journey as prequal.journey answers it; `next` defaults to what the domain would say. */
function aJourney(overrides: Partial<JourneyPlace> = {}): JourneyPlace {
  return {
    landingVersion: "A",
    answers: {},
    hasAccount: false,
    creditPulled: false,
    referred: false,
    next: { path: "/app/initial-setup/name" },
    ...overrides,
  };
}

const upToZip: PrequalAnswers = {
  borrower: { firstName: "Ada", lastName: "Lovelace", selfEmployed: false, annualIncome: 120_000 },
  estimatedValue: 500_000,
  mortgageBalanceEstimate: 200_000,
  keepsFirstMortgage: true,
  creditRange: "good",
  zip: "19801",
};

describe("the old flow's step counter (spec §2 landing versions)", () => {
  it("counts 13 steps in version A, with property-usage as step 9 and credit-score as 10", () => {
    const journey = aJourney();
    expect(counterOf(journey, "name")).toEqual({ current: 1, total: 13 });
    expect(counterOf(journey, "mcr-account-creation")).toEqual({ current: 2, total: 13 });
    expect(counterOf(journey, "property-usage")).toEqual({ current: 9, total: 13 });
    expect(counterOf(journey, "credit-score")).toEqual({ current: 10, total: 13 });
    expect(counterOf(journey, "mcr")).toEqual({ current: 13, total: 13 });
  });

  it("counts 12 steps in version B, without property-usage: credit-score is step 9 of 12", () => {
    const journey = aJourney({ landingVersion: "B" });
    expect(counterOf(journey, "credit-score")).toEqual({ current: 9, total: 12 });
    expect(counterOf(journey, "zip")).toEqual({ current: 8, total: 12 });
    expect(counterOf(journey, "mcr")).toEqual({ current: 12, total: 12 });
  });

  it("counts credit-income with credit-range and coborrower with credit-score, the landing steps they belong to", () => {
    const journey = aJourney();
    expect(counterOf(journey, "credit-income")).toEqual(counterOf(journey, "credit-range"));
    expect(counterOf(journey, "coborrower")).toEqual(counterOf(journey, "credit-score"));
  });

  it("shows a partner's lead's first screen (mcr) as step 1, where it stands for the name", () => {
    expect(counterOf(aJourney({ referred: true }), "mcr")).toEqual({ current: 1, total: 13 });
  });
});

describe("the order of the old flow's screens", () => {
  it("has no property-usage in version B", () => {
    expect(orderOf(aJourney({ landingVersion: "A" }))).toContain("property-usage");
    expect(orderOf(aJourney({ landingVersion: "B" }))).not.toContain("property-usage");
  });

  it("puts mcr first for a partner's lead and last for anyone else", () => {
    expect(orderOf(aJourney({ referred: true }))[0]).toBe("mcr");
    expect(orderOf(aJourney()).at(-1)).toBe("mcr");
    expect(orderOf(aJourney())[0]).toBe("name");
  });
});

describe("Back on the old flow's screens", () => {
  it("goes to the screen before, skipping property-usage in version B", () => {
    expect(backOf(aJourney(), "credit-score")).toBe("/app/initial-setup/property-usage");
    expect(backOf(aJourney({ landingVersion: "B" }), "credit-score")).toBe("/app/initial-setup/zip");
    expect(backOf(aJourney(), "credit-income")).toBe("/app/initial-setup/credit-range");
  });

  it("has none on the entry step", () => {
    expect(backOf(aJourney(), "name")).toBeUndefined();
    expect(backOf(aJourney({ referred: true }), "mcr")).toBeUndefined();
  });

  it("passes over creating the account once there is one, and the credit check once it has run", () => {
    const signedIn = aJourney({ hasAccount: true, answers: upToZip });
    expect(backOf(signedIn, "property-value")).toBe("/app/initial-setup/name");
    const pulled = aJourney({ hasAccount: true, creditPulled: true, answers: upToZip });
    expect(backOf(pulled, "coborrower")).toBe("/app/initial-setup/property-usage");
    expect(backOf(aJourney({ hasAccount: true }), "coborrower")).toBe("/app/initial-setup/credit-score");
  });

  it("goes from a partner's lead's name back to the partner's details", () => {
    expect(backOf(aJourney({ referred: true }), "name")).toBe("/app/initial-setup/mcr");
  });
});

describe("screens opened out of turn", () => {
  it("shows the next screen to do and every screen done before it", () => {
    const journey = aJourney({
      hasAccount: true,
      answers: upToZip,
      next: { path: "/app/initial-setup/property-usage" },
    });
    expect(outOfTurn(journey, "property-usage")).toBeNull();
    expect(outOfTurn(journey, "name")).toBeNull();
    expect(outOfTurn(journey, "credit-range")).toBeNull();
  });

  it("sends a person past the next screen back to it: no credit check before the account exists", () => {
    const journey = aJourney({ next: { path: "/app/initial-setup/mcr-account-creation" } });
    expect(outOfTurn(journey, "credit-score")).toBe("/app/initial-setup/mcr-account-creation");
    expect(outOfTurn(journey, "mcr")).toBe("/app/initial-setup/mcr-account-creation");
  });

  it("sends a version-B lead away from property-usage, which its journey does not have", () => {
    const journey = aJourney({ landingVersion: "B", next: { path: "/app/initial-setup/credit-score" } });
    expect(outOfTurn(journey, "property-usage")).toBe("/app/initial-setup/credit-score");
  });

  it("sends a declined lead to its ineligible page, a lead in an unserved state to the waitlist, and a new-flow lead to its step", () => {
    const declined = aJourney({ declined: true, hasAccount: true, next: { path: "/app/ineligible/boost" } });
    expect(outOfTurn(declined, "name")).toBe("/app/ineligible/boost");
    const waitlisted = aJourney({ hasAccount: true, next: { path: "/prequal/waitlist" } });
    expect(outOfTurn(waitlisted, "zip")).toBe("/prequal/waitlist");
    const newFlow = aJourney({ flow: "new", next: { path: "/prequal/address" } });
    expect(outOfTurn(newFlow, "name")).toBe("/prequal/address");
  });

  it("leaves every screen open once the journey has gone on past the old flow", () => {
    const journey = aJourney({ hasAccount: true, creditPulled: true, next: { path: "/app/application/1" } });
    expect(outOfTurn(journey, "mortgage-balance")).toBeNull();
  });
});

describe("slugOf", () => {
  it("reads an old-flow path's screen and nothing else", () => {
    expect(slugOf("/app/initial-setup/credit-score")).toBe("credit-score");
    expect(slugOf("/app/initial-setup/mcr?ref=abc")).toBe("mcr");
    expect(slugOf("/app/ineligible/boost")).toBeNull();
    expect(slugOf("/app/initial-setup/nope")).toBeNull();
  });
});
