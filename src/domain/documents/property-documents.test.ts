import { describe, expect, it } from "vitest";
import { anApplication } from "./application-builder.test-support";
import type { DocumentApplication } from "./document-application";
import { requiredDocuments } from "./required-documents";

/** The required property documents of each property, by property id. */
function demandsByProperty(app: DocumentApplication): Record<string, string[]> {
  const byProperty: Record<string, string[]> = {};
  for (const r of requiredDocuments(app)) {
    if (!r.propertyId || !r.required) continue;
    byProperty[r.propertyId] = [...(byProperty[r.propertyId] ?? []), r.type];
  }
  return byProperty;
}

describe("subject property documents (spec §3, §9)", () => {
  it("asks for the subject property's documents when no owned property is listed (spec §3, §9)", () => {
    const app = anApplication()
      .withSubjectProperty({ state: "FL", fees: 90 })
      .withUnattributedMortgage()
      .inTrust()
      .build();
    expect(demandsByProperty(app)).toEqual({
      subject: ["mortgage_statement", "flood_insurance", "trust_document", "HOA_or_condo_invoice"],
    });
  });

  it("keeps the subject's facts off an owned property when the subject has no id (spec §3, §9)", () => {
    const app = anApplication()
      .withOwnedProperty({ id: "rental", state: "GA" })
      .withSubjectProperty({ state: "FL" })
      .inTrust()
      .build();
    expect(demandsByProperty(app)).toEqual({
      rental: ["property_tax_bill"],
      subject: ["flood_insurance", "trust_document", "property_tax_bill"],
    });
  });

  it("keeps the subject's facts off an owned property with another id (spec §3, §9)", () => {
    const app = anApplication()
      .withOwnedProperty({ id: "rental" })
      .withSubjectProperty({ id: "home", fees: 200 })
      .withUnattributedMortgage()
      .build();
    expect(demandsByProperty(app)).toEqual({
      rental: ["property_tax_bill"],
      home: ["mortgage_statement", "HOA_or_condo_invoice"],
    });
  });

  it("merges the subject's facts into the owned property with the same id (spec §3, §9)", () => {
    const app = anApplication()
      .withOwnedProperty({ id: "rental" })
      .withOwnedProperty({ id: "home", state: "CA" })
      .withSubjectProperty({ id: "home", state: "FL" })
      .withUnattributedMortgage()
      .inTrust()
      .build();
    expect(demandsByProperty(app)).toEqual({
      rental: ["property_tax_bill"],
      home: ["mortgage_statement", "trust_document"],
    });
  });

  it("asks for no property documents when the application names no subject and owns nothing", () => {
    expect(demandsByProperty(anApplication().withJob().build())).toEqual({});
  });
});

describe("mortgages on an owned property (spec §5, §9)", () => {
  it("asks for a tax bill, not a mortgage statement, when the only mortgage has no balance or high credit (spec §5)", () => {
    const app = anApplication()
      .withOwnedProperty({ mortgages: [{ creditor: "Old Bank", balance: 0, hiCredit: 0 }] })
      .build();
    expect(demandsByProperty(app)).toEqual({ p1: ["property_tax_bill"] });
  });

  it("asks for a mortgage statement for a paid-down line with high credit (spec §5)", () => {
    const app = anApplication()
      .withOwnedProperty({ mortgages: [{ creditor: "Figure", balance: 0, hiCredit: 50_000 }] })
      .build();
    expect(demandsByProperty(app)).toEqual({ p1: ["mortgage_statement"] });
  });
});

describe("lender requests for property documents without a property (spec §4)", () => {
  const linesOf = (app: DocumentApplication, type: string) =>
    requiredDocuments(app)
      .filter((r) => r.type === type)
      .map((r) => ({ owner: r.propertyId ?? r.borrower, required: r.required, skipped: r.skipped }));

  it("waives the document on every property when shouldSkip names no property (spec §4)", () => {
    const app = anApplication()
      .withMortgagedProperty()
      .withMortgagedProperty()
      .withUploadRequest("mortgage_statement", { shouldSkip: true })
      .build();
    expect(linesOf(app, "mortgage_statement")).toEqual([
      { owner: "p1", required: true, skipped: true },
      { owner: "p2", required: true, skipped: true },
    ]);
  });

  it("asks every property, never the borrower, when the request names no property (spec §4)", () => {
    const app = anApplication()
      .withOwnedProperty()
      .withMortgagedProperty()
      .withUploadRequest("homeowners_insurance")
      .withUploadRequest("mortgage_statement")
      .build();
    expect(linesOf(app, "homeowners_insurance")).toEqual([
      { owner: "p1", required: true, skipped: false },
      { owner: "p2", required: true, skipped: false },
    ]);
    expect(linesOf(app, "mortgage_statement").map((l) => l.owner)).toEqual(["p2", "p1"]);
  });

  it("asks it of the subject property when no property is listed (spec §4)", () => {
    const app = anApplication().withUploadRequest("homeowners_insurance").build();
    expect(linesOf(app, "homeowners_insurance")).toEqual([
      { owner: "subject", required: true, skipped: false },
    ]);
  });
});
