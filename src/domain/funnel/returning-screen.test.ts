import { describe, expect, it } from "vitest";
import { type JourneyFacts, nextStep } from "../prequal/journey";
import type { PrequalAnswers } from "../prequal/prequal-answers";
import { PREQUAL_FLOWS, type PrequalFlag } from "./prequal-flows";
import { returningScreen, settledScreen, WAITLIST_SCREEN } from "./returning-screen";

const standing = (flow: PrequalFlag, status: string | null, declinedTo: string | null = null) => ({
  flow,
  status,
  declinedTo,
});

describe("where a returning applicant lands (spec §4 status to screen)", () => {
  it("sends an applicant without an application to the entry of the flow the build flag selects (spec §2)", () => {
    expect(returningScreen("new", null)).toBe("/prequal/building-type");
    expect(returningScreen("old", null)).toBe("/app/initial-setup/name");
  });

  it("sends prequal statuses to their /prequal page, whatever the flag (spec §4)", () => {
    expect(returningScreen("old", standing("new", "prequalMortgageSelect"))).toBe("/prequal/mortgage-select");
    expect(returningScreen("new", standing("new", "prequalOffer"))).toBe("/prequal/preview-offer");
  });

  it("sends the old flow's statuses to their /app/initial-setup screen, whatever the flag (spec §4)", () => {
    expect(returningScreen("new", standing("old", "creditScore"))).toBe("/app/initial-setup/credit-score");
    expect(returningScreen("new", standing("old", "mcr"))).toBe("/app/initial-setup/mcr");
  });

  it("sends application statuses to their application screen, application2 to page 1 (spec §4; decisions 006, 036)", () => {
    expect(returningScreen("new", standing("new", "application"))).toBe("/app/application/1");
    expect(returningScreen("new", standing("old", "application2"))).toBe("/app/application/1");
    expect(returningScreen("old", standing("new", "application5"))).toBe("/app/application/4");
    expect(returningScreen("new", standing("new", "manualIncomeVerification"))).toBe(
      "/app/application/other-income",
    );
    expect(returningScreen("new", standing("new", "applicationSubmitted"))).toBe(
      "/app/application/submitted",
    );
  });

  it("sends any other status to property-value in the old flow (spec §4), and to its entry in the new flow", () => {
    expect(returningScreen("new", standing("old", "email"))).toBe("/app/initial-setup/property-value");
    expect(returningScreen("new", standing("old", null))).toBe("/app/initial-setup/property-value");
    expect(returningScreen("old", standing("new", null))).toBe("/prequal/building-type");
  });

  it("sends a declined application to its ineligible screen and a waitlisted one to the waitlist", () => {
    expect(
      returningScreen("new", standing("new", "prequalDerogatory", "/app/ineligible/other-reasons")),
    ).toBe("/app/ineligible/other-reasons");
    expect(returningScreen("new", standing("old", "joinWaitlist"))).toBe(WAITLIST_SCREEN);
    expect(settledScreen(standing("new", "prequalDebts"))).toBeNull();
  });
});

/** A journey walked step by step: each stage's facts, as the answers pile up. */
function walk(flow: PrequalFlag, stages: Partial<PrequalAnswers & { account: true; pulled: true }>[]) {
  let answers: PrequalAnswers = {};
  let hasAccount = false;
  let creditPulled = false;
  return stages.map((stage) => {
    const { account, pulled, ...more } = stage;
    answers = { ...answers, ...(more as PrequalAnswers) };
    hasAccount ||= Boolean(account);
    creditPulled ||= Boolean(pulled);
    const facts: JourneyFacts = { answers, hasAccount, creditPulled, referred: false };
    return nextStep(flow, "A", facts);
  });
}

describe("the returning screen agrees with the funnel's journey.next (one status per step)", () => {
  const home = { line1: "1 Main St", city: "Wilmington", state: "DE" as const, zip: "19801" };
  it("lands a signed-in new-flow applicant on the step the journey says is next, but credit-check (its coborrower page sends on)", () => {
    const steps = walk("new", [
      { account: true },
      { propertyType: "singleFamily", units: 1, propertyUse: "primaryResidence" },
      { address: home, estimatedValue: 500_000 },
      { listedForSale: false },
      { product: "heloc" },
      { derogatory: { bankruptcy: false, foreclosure: false, shortSale: false } },
      { borrower: { firstName: "A", lastName: "B", annualIncome: 90_000 }, withCoborrower: false },
      { pulled: true },
      { selectedMortgageIds: [] },
      { payoffLiabilityIds: [] },
      { offerAccepted: true },
    ]);
    expect(new Set(steps.map((s) => s.path)).size, "every stage moves the journey on").toBe(steps.length);
    expect(steps.at(-1)?.path).toBe("/app/application/1");
    // The soft pull is asked for at the flow's credit-check route (spec §2), the one the flag names.
    expect(steps[6]?.path).toBe(PREQUAL_FLOWS.new.creditCheck);
    for (const next of steps) {
      const landing = returningScreen("new", standing("new", next.status));
      if (next.path === "/prequal/credit-check") expect(landing).toBe("/prequal/coborrower");
      else expect(landing, next.path).toBe(next.path);
    }
  });

  it("lands a signed-in old-flow applicant on the journey's next step, but credit-income (its credit-range screen first)", () => {
    const steps = walk("old", [
      { borrower: { firstName: "A", lastName: "B" }, account: true },
      { estimatedValue: 500_000 },
      { mortgageBalanceEstimate: 150_000 },
      { keepsFirstMortgage: true },
      { borrower: { firstName: "A", lastName: "B", selfEmployed: false } },
      { creditRange: "good" },
      { borrower: { firstName: "A", lastName: "B", selfEmployed: false, annualIncome: 90_000 } },
      { zip: "19801" },
      { propertyUse: "primaryResidence" },
      { pulled: true },
      { withCoborrower: false },
      { selectedMortgageIds: [] },
      { offerAccepted: true },
      { detailsConfirmed: true },
    ]);
    expect(new Set(steps.map((s) => s.path)).size, "every stage moves the journey on").toBe(steps.length);
    expect(steps.at(-1)?.path).toBe("/app/application/1");
    expect(steps[8]?.path).toBe(PREQUAL_FLOWS.old.creditCheck);
    for (const next of steps) {
      const landing = returningScreen("new", standing("old", next.status));
      if (next.path === "/app/initial-setup/credit-income")
        expect(landing).toBe("/app/initial-setup/credit-range");
      else expect(landing, next.path).toBe(next.path);
    }
  });
});
