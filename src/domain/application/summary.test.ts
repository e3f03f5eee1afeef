import { describe, expect, it } from "vitest";
import { noToEveryDeclaration } from "./application.test-support";
import type { ApplicationFacts } from "./application-steps";
import { declarationsInput } from "./declarations";
import { declarationsSummary } from "./declarations-summary";
import { demographicsInput } from "./demographics";
import { demographicsSummary, WONT_PROVIDE } from "./demographics-summary";
import { assembleSummary, UNREADABLE_ROWS } from "./summary-assembly";
import { inForm1003Order, yesNo } from "./summary-group";
import { SUMMARY_OF } from "./summary-registry";

const row = (rows: { label: string; value: string }[], label: string) =>
  rows.find((r) => r.label === label)?.value;

describe("the summary groups (spec §2 application-summary, grouped as on Form 1003)", () => {
  it("lists the demographic groups with their sub-flags and typed origins", () => {
    const d = demographicsInput.parse({
      ethnicity: {
        hispanicOrLatino: true,
        mexican: true,
        otherHispanicOrLatino: true,
        otherHispanicOrLatinoOrigin: "Dominican",
      },
      race: {
        asian: true,
        chinese: true,
        white: true,
        americanIndianOrAlaskaNative: true,
        americanIndianTribe: "Navajo Nation",
      },
      sex: { wontInform: true },
    });
    const group = demographicsSummary(d);
    expect(group.title).toBe("Demographic information");
    expect(row(group.rows, "Ethnicity")).toBe(
      "Hispanic or Latino: Mexican, Other Hispanic or Latino (Dominican)",
    );
    expect(row(group.rows, "Race")).toBe(
      "American Indian or Alaska Native (Navajo Nation); Asian: Chinese; White",
    );
    expect(row(group.rows, "Sex")).toBe(WONT_PROVIDE);
  });

  it("lists each declaration asked with its follow-ups, and leaves out the questions not asked", () => {
    const d = declarationsInput.parse({
      hasIntentToOccupy: false,
      ...noToEveryDeclaration,
      hasBorrowedThirdPartyMoney: true,
      borrowedThirdPartyMoneyAmount: "$12,500",
      hasBankruptcy: true,
      bankruptcy: "7",
    });
    const group = declarationsSummary(d);
    expect(group.title).toBe("Declarations");
    expect(row(group.rows, "Will you live in this property as your primary home?")).toBe("No");
    expect(row(group.rows, "Amount borrowed or received")).toBe("$12,500");
    expect(row(group.rows, "Type of bankruptcy")).toBe("Chapter 7");
    expect(group.rows.some((r) => r.label.includes("related to the seller"))).toBe(false);
    expect(group.rows.some((r) => r.label.includes("owned any other property"))).toBe(false);
  });

  it("shows the other property's type and title under the ownership question", () => {
    const d = declarationsInput.parse({
      hasIntentToOccupy: true,
      onwershipInterest: true,
      otherPropertyType: "secondHome",
      otherPropertyTitle: "jointWithOther",
      hasSpecialBorrowerSellerRelationship: false,
      ...noToEveryDeclaration,
    });
    const labels = declarationsSummary(d).rows.map((r) => r.label);
    const at = labels.indexOf("Have you owned any other property in the last 3 years?");
    expect(labels.slice(at + 1, at + 3)).toEqual(["Type of that property", "How you held the title"]);
    expect(row(declarationsSummary(d).rows, "How you held the title")).toBe("Jointly with another person");
  });

  it("orders groups as Form 1003 does: declarations (section 5) before demographics (section 8), borrower before coborrower", () => {
    const groups = [
      { step: "demographics", who: "coborrower" },
      { step: "demographics", who: "borrower" },
      { step: "declarations", who: "coborrower" },
      { step: "personalInfo", who: "borrower" },
      { step: "declarations", who: "borrower" },
    ] as const;
    expect(inForm1003Order(groups).map((g) => `${g.step}/${g.who}`)).toEqual([
      "personalInfo/borrower",
      "declarations/borrower",
      "declarations/coborrower",
      "demographics/borrower",
      "demographics/coborrower",
    ]);
  });

  it("registers the demographics and declarations summarisers", () => {
    expect(SUMMARY_OF.demographics).toBe(demographicsSummary);
    expect(SUMMARY_OF.declarations).toBe(declarationsSummary);
  });

  it("says Yes, No or Not answered", () => {
    expect([yesNo(true), yesNo(false), yesNo(undefined)]).toEqual(["Yes", "No", "Not answered"]);
  });
});

describe("assembling the summary from the saved sections", () => {
  const heloc: ApplicationFacts = { product: "heloc", hasCoborrower: false, selfEmployed: false };
  const demographics = demographicsInput.parse({
    ethnicity: { wontInform: true },
    race: { wontInform: true },
    sex: { wontInform: true },
  });

  it("summarises only the steps with a registry line, each with the path that edits it", () => {
    const groups = assembleSummary(
      [
        { section: "personalInfo", who: "borrower", data: { legalName: "Ann Lee" } },
        { section: "demographics", who: "coborrower", data: demographics },
      ],
      { facts: { ...heloc, hasCoborrower: true } },
    );
    expect(groups.map((g) => [g.step, g.who, g.editPath])).toEqual([
      ["demographics", "coborrower", "/app/application/6?borrower=coborrower"],
    ]);
  });

  it("leaves out a coborrower's sections once the application has no coborrower", () => {
    expect(
      assembleSummary([{ section: "demographics", who: "coborrower", data: demographics }], {
        facts: heloc,
      }),
    ).toEqual([]);
  });

  it("takes several groups from one section, in the summariser's order (one a property)", () => {
    const registry = {
      realEstate: () => [
        { title: "Property 1", rows: [] },
        { title: "Property 2", rows: [] },
      ],
    };
    const groups = assembleSummary([{ section: "realEstate", who: "application", data: {} }], {
      facts: heloc,
      registry,
    });
    expect(groups.map((g) => [g.title, g.editPath])).toEqual([
      ["Property 1", "/app/application/3"],
      ["Property 2", "/app/application/3"],
    ]);
  });

  it("shows answers its summariser cannot read as needing another look, instead of failing the summary", () => {
    const groups = assembleSummary([{ section: "demographics", who: "borrower", data: { old: true } }], {
      facts: heloc,
    });
    expect(groups).toEqual([
      {
        step: "demographics",
        who: "borrower",
        editPath: "/app/application/6",
        title: "Demographic information",
        rows: UNREADABLE_ROWS,
      },
    ]);
  });
});
