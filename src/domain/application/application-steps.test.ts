import { describe, expect, it } from "vitest";
import {
  type ApplicationFacts,
  type ApplicationPlace,
  applicationStatusRank,
  isOpen,
  nextScreen,
  placesFor,
  statusAt,
  stepPath,
  stepsFor,
} from "./application-steps";

const heloc: ApplicationFacts = { product: "heloc", hasCoborrower: false, selfEmployed: false };
const withCoborrower: ApplicationFacts = { ...heloc, hasCoborrower: true };
const selfEmployed: ApplicationFacts = { ...heloc, selfEmployed: true };

describe("the application's screens (spec §2, issue 9)", () => {
  it("walks steps 1 to 4, income verification, other income, debt consolidation, 6, 7 and the summary", () => {
    expect(stepsFor(heloc)).toEqual([
      "personalInfo",
      "subjectProperty",
      "realEstate",
      "employment",
      "incomeVerification",
      "otherIncome",
      "debtConsolidation",
      "demographics",
      "declarations",
      "summary",
    ]);
  });

  it("adds business information after income verification only for a self-employed borrower (25% rule)", () => {
    const steps = stepsFor(selfEmployed);
    expect(steps.indexOf("businessInformation")).toBe(steps.indexOf("incomeVerification") + 1);
    expect(stepsFor(heloc)).not.toContain("businessInformation");
  });

  it("repeats every borrower screen for the coborrower, on the same route with ?borrower=coborrower", () => {
    expect(nextScreen("personalInfo", "borrower", withCoborrower)).toBe(
      "/app/application/1?borrower=coborrower",
    );
    expect(nextScreen("personalInfo", "coborrower", withCoborrower)).toBe("/app/application/2");
    expect(nextScreen("personalInfo", "borrower", heloc)).toBe("/app/application/2");
    expect(
      placesFor(withCoborrower)
        .filter((p) => p.step === "declarations")
        .map((p) => p.who),
    ).toEqual(["borrower", "coborrower"]);
  });

  it("goes from the declarations to the summary, and the summary is the end", () => {
    expect(nextScreen("declarations", "borrower", heloc)).toBe("/app/application/application-summary");
    expect(nextScreen("summary", "application", heloc)).toBe("/app/application/application-summary");
  });

  it("names the screens by the spec's routes", () => {
    expect(stepPath("incomeVerification")).toBe("/app/application/income-verification");
    expect(stepPath("demographics", "coborrower")).toBe("/app/application/6?borrower=coborrower");
    expect(stepPath("otherIncome")).toBe("/app/application/other-income");
  });
});

describe("steps are reachable in order (issue 9)", () => {
  const savedUpTo = (facts: ApplicationFacts, count: number) => {
    const saved = placesFor(facts).slice(0, count);
    return (place: ApplicationPlace) => saved.some((p) => p.step === place.step && p.who === place.who);
  };

  it("opens the first unsaved screen and every saved one, and nothing further", () => {
    const isSaved = savedUpTo(heloc, 2);
    expect(isOpen({ step: "personalInfo", who: "borrower" }, heloc, isSaved)).toBe(true);
    expect(isOpen({ step: "realEstate", who: "application" }, heloc, isSaved)).toBe(true);
    expect(isOpen({ step: "employment", who: "borrower" }, heloc, isSaved)).toBe(false);
  });

  it("keeps the coborrower's turn closed until the borrower's is saved", () => {
    const nothing = savedUpTo(withCoborrower, 0);
    expect(isOpen({ step: "personalInfo", who: "coborrower" }, withCoborrower, nothing)).toBe(false);
    expect(
      isOpen({ step: "personalInfo", who: "coborrower" }, withCoborrower, savedUpTo(withCoborrower, 1)),
    ).toBe(true);
  });
});

describe("the status of a place (spec §4 status to screen)", () => {
  it("is the screen's own status, or its predecessor's for a screen without one", () => {
    expect(statusAt({ step: "realEstate", who: "application" }, heloc)).toBe("application4");
    expect(statusAt({ step: "businessInformation", who: "borrower" }, selfEmployed)).toBe("application6");
    expect(statusAt({ step: "summary", who: "application" }, heloc)).toBe("application8");
  });

  it("ranks statuses by the screens' order, so income verification (22.5) comes before demographics (20)", () => {
    expect(applicationStatusRank("application6")).toBeLessThan(applicationStatusRank("application7"));
    expect(applicationStatusRank("prequalOffer")).toBe(-1);
  });
});
