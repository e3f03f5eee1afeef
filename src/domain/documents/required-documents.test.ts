import { describe, expect, it } from "vitest";
import { anApplication } from "./application-builder.test-support";
import type { DocumentApplication } from "./document-application";
import { requiredDocuments } from "./required-documents";

/** The requirement of one type for one owner, or undefined when the checklist does not have it. */
function line(app: DocumentApplication, type: string, owner: "main" | "coborrower" | string = "main") {
  return requiredDocuments(app).find((r) =>
    owner === "main" || owner === "coborrower"
      ? r.type === type && r.borrower === owner
      : r.type === type && r.propertyId === owner,
  );
}
const asked = (app: DocumentApplication, type: string, owner?: string) => {
  const r = line(app, type, owner);
  return r?.required === true ? r.count : 0;
};

describe("borrower documents (spec §9)", () => {
  it("asks every borrower for one photo ID (spec §9)", () => {
    const app = anApplication().withCoborrower().build();
    expect(asked(app, "id_document")).toBe(1);
    expect(asked(app, "id_document", "coborrower")).toBe(1);
  });

  it("asks for 4 paystubs and 2 W-2s when the only job is entered by hand (spec §9)", () => {
    const app = anApplication().withJob().build();
    expect(asked(app, "paystub")).toBe(4);
    expect(asked(app, "w2")).toBe(2);
  });

  it("labels the paystub line with the number it asks for, one constant (spec §9 count, decision 045)", async () => {
    const { documentType, PAYSTUBS_REQUIRED } = await import("./document-types");
    const app = anApplication().withJob().build();
    expect(asked(app, "paystub")).toBe(PAYSTUBS_REQUIRED);
    expect(documentType("paystub")?.label).toBe(`Paystubs (${PAYSTUBS_REQUIRED} most recent)`);
    expect(documentType("paystub")?.description).toContain(`${PAYSTUBS_REQUIRED} most recent paystubs`);
  });

  it("asks for no paystubs when the current job is verified (spec §9)", () => {
    const app = anApplication()
      .withJob({ endDate: new Date("2022-01-01") })
      .withVerifiedJob()
      .build();
    expect(asked(app, "paystub")).toBe(0);
  });

  it("asks for paystubs when the verified job has ended (spec §9)", () => {
    expect(
      asked(
        anApplication()
          .withJob({ dataSource: "Truework", endDate: new Date("2024-01-01") })
          .build(),
        "paystub",
      ),
    ).toBe(4);
  });

  it("asks for paystubs and W-2s for a BAS income even without a job (spec §9)", () => {
    const app = anApplication().withIncome("bas").build();
    expect([asked(app, "paystub"), asked(app, "w2")]).toEqual([4, 2]);
  });

  it("treats exactly 25% ownership as self-owned: no paystubs, but business returns and K-1s (spec §9)", () => {
    const app = anApplication().withJob({ percentageOwned: 25 }).build();
    expect(asked(app, "paystub")).toBe(0);
    expect([asked(app, "business_tax_returns"), asked(app, "k1"), asked(app, "1040_tax_returns")]).toEqual([
      2, 2, 2,
    ]);
  });

  it("asks for no business returns or K-1s for a 25%+ business that has ended (spec §5, §9)", () => {
    const app = anApplication()
      .withJob({ percentageOwned: 50, endDate: new Date("2010-06-30") })
      .withVerifiedJob()
      .build();
    expect([asked(app, "business_tax_returns"), asked(app, "k1"), asked(app, "1040_tax_returns")]).toEqual([
      0, 0, 0,
    ]);
  });

  it("treats 24% ownership as an ordinary job: paystubs, no business returns (spec §9)", () => {
    const app = anApplication().withJob({ percentageOwned: 24 }).build();
    expect([asked(app, "paystub"), asked(app, "business_tax_returns")]).toEqual([4, 0]);
  });

  it("asks a self-employed borrower for business returns, K-1s and 1040s (spec §9)", () => {
    const app = anApplication().selfEmployed().build();
    expect([asked(app, "business_tax_returns"), asked(app, "k1"), asked(app, "1040_tax_returns")]).toEqual([
      2, 2, 2,
    ]);
  });

  it.each(["annuity", "pension", "disability"] as const)(
    "asks for 2 1099s for %s income (spec §9)",
    (type) => {
      expect(asked(anApplication().withIncome(type).build(), "1099_form")).toBe(2);
    },
  );

  it.each([
    ["alimony", "alimony_proof"],
    ["childSupport", "child_support_order"],
    ["pension", "pension_award_letter"],
    ["socialSecurity", "social_security"],
    ["interestAndDividends", "asset_statement"],
    ["annuity", "annuity_bank_statement"],
    ["fosterCare", "foster_care_verification_letter"],
  ] as const)("asks for one document for %s income: %s (spec §9)", (income, type) => {
    expect(asked(anApplication().withIncome(income).build(), type)).toBe(1);
  });

  it.each(["foreign", "capitalGains", "interestAndDividends"] as const)(
    "asks for 2 1040s for %s income (spec §9)",
    (t) => {
      expect(asked(anApplication().withIncome(t).build(), "1040_tax_returns")).toBe(2);
    },
  );

  it("asks for a rental agreement per rented unit across income sources (spec §9)", () => {
    const app = anApplication()
      .withRentalIncome({ units: 2 })
      .withOwnedProperty()
      .withRentalIncome({ units: 3, propertyId: "p2" })
      .build();
    expect(asked(app, "rental_agreement")).toBe(5);
  });

  it("asks for at least 1 rental agreement when no units are given (spec §9)", () => {
    expect(asked(anApplication().withRentalIncome({ units: 0 }).build(), "rental_agreement")).toBe(1);
  });

  it("asks the main borrower for the current tax return for rent from an owned property (spec §9)", () => {
    expect(asked(anApplication().withRentalIncome().build(), "current_personal_tax_returns")).toBe(1);
  });

  it("does not ask the coborrower for the current tax return (spec §9)", () => {
    const app = anApplication().withCoborrower().withRentalIncome({ role: "coborrower" }).build();
    expect(asked(app, "current_personal_tax_returns", "coborrower")).toBe(0);
  });

  it("does not ask for the current tax return with a current 25%+ ownership (spec §9)", () => {
    const app = anApplication().withRentalIncome().withJob({ percentageOwned: 50 }).build();
    expect(asked(app, "current_personal_tax_returns")).toBe(0);
  });

  it("asks for one student loan statement per omitted liability (spec §9)", () => {
    const app = anApplication()
      .withLiability({ omitted: true })
      .withLiability({ omitted: true })
      .withLiability()
      .build();
    expect(asked(app, "educational_loan_statement")).toBe(2);
  });

  it("asks the coborrower for the statement of their own omitted liability", () => {
    const app = anApplication()
      .withCoborrower()
      .withLiability({ omitted: true, debtor: "coborrower" })
      .build();
    expect([
      asked(app, "educational_loan_statement"),
      asked(app, "educational_loan_statement", "coborrower"),
    ]).toEqual([0, 1]);
  });

  it("asks for 1 student loan statement when requested without an omitted liability (spec §9 default)", () => {
    expect(
      asked(
        anApplication().withUploadRequest("educational_loan_statement").build(),
        "educational_loan_statement",
      ),
    ).toBe(1);
  });

  it("asks a coborrower with no employments and no income only for a photo ID (spec §9)", () => {
    const app = anApplication().withCoborrower().withJob().build();
    expect(
      requiredDocuments(app)
        .filter((r) => r.borrower === "coborrower")
        .map((r) => r.type),
    ).toEqual(["id_document"]);
  });
});

describe("property documents (spec §9)", () => {
  it("asks for property documents once per owned property, of the main borrower only (spec §9)", () => {
    const app = anApplication().withCoborrower().withMortgagedProperty().withMortgagedProperty().build();
    const statements = requiredDocuments(app).filter((r) => r.type === "mortgage_statement");
    expect(statements.map((r) => [r.propertyId, r.borrower, r.count])).toEqual([
      ["p1", null, 1],
      ["p2", null, 1],
    ]);
  });

  it("asks for a property tax bill only when the property has no mortgage (spec §9)", () => {
    const app = anApplication().withMortgagedProperty().withOwnedProperty().build();
    expect([asked(app, "property_tax_bill", "p1"), asked(app, "property_tax_bill", "p2")]).toEqual([0, 1]);
    expect([asked(app, "mortgage_statement", "p1"), asked(app, "mortgage_statement", "p2")]).toEqual([1, 0]);
  });

  it("asks for flood insurance only in Florida (spec §9)", () => {
    const app = anApplication().withOwnedProperty({ state: "FL" }).withOwnedProperty({ state: "GA" }).build();
    expect([asked(app, "flood_insurance", "p1"), asked(app, "flood_insurance", "p2")]).toEqual([1, 0]);
  });

  it("never requires homeowners insurance on its own, only lists it (spec §9)", () => {
    const r = line(anApplication().withMortgagedProperty().build(), "homeowners_insurance", "p1");
    expect(r).toMatchObject({ required: false, count: 1 });
  });

  it("requires homeowners insurance once the lender requests it", () => {
    const app = anApplication()
      .withOwnedProperty()
      .withUploadRequest("homeowners_insurance", { propertyId: "p1" })
      .build();
    expect(asked(app, "homeowners_insurance", "p1")).toBe(1);
  });

  it("asks for an HOA invoice when fees are above 0 (spec §9)", () => {
    const app = anApplication().withOwnedProperty({ fees: 120 }).withOwnedProperty({ fees: 0 }).build();
    expect([asked(app, "HOA_or_condo_invoice", "p1"), asked(app, "HOA_or_condo_invoice", "p2")]).toEqual([
      1, 0,
    ]);
  });

  it("asks for the trust document of the subject property when it is held in trust (spec §9)", () => {
    const app = anApplication()
      .withOwnedProperty()
      .withOwnedProperty()
      .withSubjectProperty({ id: "p1" })
      .inTrust()
      .build();
    expect([asked(app, "trust_document", "p1"), asked(app, "trust_document", "p2")]).toEqual([1, 0]);
  });

  it("asks for a solar statement when a solar loan is found (spec §9)", () => {
    const app = anApplication()
      .withOwnedProperty()
      .withSubjectProperty({ id: "p1" })
      .withLiability({ creditor: "Mosaic Solar" })
      .build();
    expect(asked(app, "solar_panel_statement", "p1")).toBe(1);
    expect(asked(anApplication().withOwnedProperty().build(), "solar_panel_statement", "p1")).toBe(0);
  });

  it("counts a mortgage statement linked through the connected service as uploaded (spec §9)", () => {
    const app = anApplication().withMortgagedProperty().withCanopyConnected().build();
    expect(line(app, "mortgage_statement", "p1")?.uploaded).toBe(1);
  });
});

describe("uploads and requests (spec §4)", () => {
  it("counts uploads per borrower, so the coborrower's ID does not satisfy the main borrower's", () => {
    const app = anApplication().withCoborrower().withUpload("driver_license", { isCoborrower: true }).build();
    expect([line(app, "id_document")?.uploaded, line(app, "id_document", "coborrower")?.uploaded]).toEqual([
      0, 1,
    ]);
  });

  it("marks a requirement skipped when the lender's request says shouldSkip (spec §4)", () => {
    const app = anApplication().withJob().withUploadRequest("paystub", { shouldSkip: true }).build();
    expect(line(app, "paystub")).toMatchObject({ skipped: true, count: 4 });
  });

  it("adds a document no rule asked for when the lender requests it", () => {
    expect(
      line(anApplication().withUploadRequest("bank_statements").build(), "bank_statements"),
    ).toMatchObject({ required: true, count: 3 });
  });

  it("lists an upload no line asks for as not required", () => {
    const app = anApplication().withUpload("bank_statements", { times: 2 }).build();
    expect(line(app, "bank_statements")).toMatchObject({ required: false, uploaded: 2 });
  });
});
