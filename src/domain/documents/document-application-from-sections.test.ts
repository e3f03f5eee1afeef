import { describe, expect, it } from "vitest";
import { HOME, landlordReport, RENTAL } from "../application/credit-report.test-support";
import type { OwnedProperty } from "../application/real-estate-owned";
import type { Employment } from "../employment/employment";
import {
  type DocumentSources,
  documentApplicationFromSections,
  propertiesOnFile,
} from "./document-application-from-sections";
import type { FiledDocument } from "./filed-documents";
import { requiredDocuments } from "./required-documents";

const manualJob: Employment = { startDate: new Date("2019-01-01"), endDate: null, dataSource: "Manual" };
const verifiedJob: Employment = { ...manualJob, dataSource: "Sandbox Payroll Connect" };

function sources(over: Partial<DocumentSources> = {}): DocumentSources {
  return {
    hasCoborrower: false,
    borrowers: { borrower: { employment: { employments: [manualJob] } } },
    creditReport: null,
    subject: { address: HOME, hoaMonthlyFees: 0, isInTrust: false },
    realEstate: null,
    debtConsolidation: null,
    files: [],
    uploadRequests: [],
    canopyConnected: false,
    ...over,
  };
}

const lines = (s: DocumentSources) => requiredDocuments(documentApplicationFromSections(s));
const typesOf = (s: DocumentSources, who: "main" | "coborrower" | null = "main", propertyId?: string) =>
  lines(s)
    .filter((l) => l.borrower === who && (propertyId === undefined || l.propertyId === propertyId))
    .filter((l) => l.required)
    .map((l) => l.type);
const line = (s: DocumentSources, type: string, propertyId?: string) =>
  lines(s).find((l) => l.type === type && (propertyId === undefined || l.propertyId === propertyId));

const rental = (over: Partial<OwnedProperty> = {}): OwnedProperty & { propertyId: string } => ({
  propertyId: "prop-rental",
  address: { line1: RENTAL.line1, city: RENTAL.city, state: "TX", zip: RENTAL.zip },
  status: "retained",
  use: "investment",
  value: 400_000,
  mortgages: [{ creditor: "Sandbox Investor Mortgage", balance: 180_000, monthlyPayment: 1_390 }],
  rentalUnits: 2,
  annualRentalIncome: 28_800,
  ...over,
});

describe("documentApplicationFromSections (spec §3, §9; decision 035)", () => {
  it("asks for 4 paystubs and 2 W-2s for a job entered by hand (spec §9)", () => {
    const s = sources();
    expect(line(s, "paystub")?.count).toBe(4);
    expect(typesOf(s)).toEqual(expect.arrayContaining(["id_document", "paystub", "w2"]));
  });

  it("asks for no paystubs when the current job was verified through payroll (spec §5, §9)", () => {
    const s = sources({ borrowers: { borrower: { employment: { employments: [verifiedJob] } } } });
    expect(typesOf(s)).not.toContain("paystub");
    expect(typesOf(s)).not.toContain("w2");
  });

  it("asks business tax returns and K-1s of a borrower step 4 records as self-employed", () => {
    const s = sources({
      borrowers: { borrower: { employment: { employments: [manualJob], selfEmployed: true } } },
    });
    expect(typesOf(s)).toEqual(expect.arrayContaining(["business_tax_returns", "k1", "1040_tax_returns"]));
  });

  it("asks one rental agreement per unit rented on step 3, of the main borrower", () => {
    const s = sources({
      creditReport: landlordReport(),
      realEstate: { properties: [rental({ rentalUnits: 3 })] },
    });
    expect(line(s, "rental_agreement")).toMatchObject({ borrower: "main", count: 3 });
  });

  it("counts a rent named on other income once, with its units, not again from step 3", () => {
    const s = sources({
      creditReport: landlordReport(),
      realEstate: { properties: [rental({ rentalUnits: 3 })] },
      borrowers: {
        borrower: {
          employment: { employments: [manualJob] },
          otherIncome: {
            incomeSources: [
              { type: "rental", propertyId: "prop-rental", rentalUnits: 2, monthlyAmount: 2_400 },
            ],
          },
        },
      },
    });
    expect(line(s, "rental_agreement")?.count).toBe(2);
  });

  it("asks each owned property's documents: a mortgage statement where mortgaged, the tax bill where not", () => {
    const s = sources({
      creditReport: landlordReport(),
      realEstate: { properties: [rental(), rental({ propertyId: "p-free", mortgages: [], rentalUnits: 0 })] },
    });
    expect(typesOf(s, null, "prop-home")).toEqual(["mortgage_statement", "solar_panel_statement"]);
    expect(typesOf(s, null, "prop-rental")).toEqual(["mortgage_statement"]);
    expect(typesOf(s, null, "p-free")).toEqual(["property_tax_bill"]);
  });

  it("asks the home's mortgage statement only for the mortgages ticked as on it at mortgage-select (decision 045)", () => {
    const ticked = sources({ creditReport: landlordReport(), selectedMortgageIds: ["p0m0"] });
    expect(typesOf(ticked, null, "prop-home")).toContain("mortgage_statement");
    // Unticked, the report's home mortgage is not on the home: its tax bill is asked instead (the
    // decision's condition 309 asks for the statement that shows the property it is on).
    const unticked = sources({ creditReport: landlordReport(), selectedMortgageIds: [] });
    expect(typesOf(unticked, null, "prop-home")).not.toContain("mortgage_statement");
    expect(typesOf(unticked, null, "prop-home")).toContain("property_tax_bill");
  });

  it("puts a mortgage the report records against another property on the home when it was ticked as the home's", () => {
    const s = sources({ creditReport: landlordReport(), selectedMortgageIds: ["p0m0", "p1m0"] });
    const [home, rentalOnFile] = propertiesOnFile(s);
    expect(home?.ownership.mortgages.map((m) => m.creditor)).toEqual([
      "Sandbox Home Loans",
      "Sandbox Investor Mortgage",
    ]);
    expect(rentalOnFile?.ownership.mortgages).toEqual([]);
  });

  it("asks nothing of a property step 3 says was sold", () => {
    const s = sources({
      creditReport: landlordReport(),
      realEstate: { properties: [rental({ status: "sold" })] },
    });
    expect(propertiesOnFile(s).map((p) => p.propertyId)).toEqual(["prop-home"]);
  });

  it("asks flood insurance for a home in Florida (spec §9)", () => {
    const s = sources({ subject: { address: { ...HOME, state: "FL" } } });
    expect(typesOf(s, null)).toContain("flood_insurance");
  });

  it("asks the trust document when step 2 says the home is held in a trust", () => {
    expect(typesOf(sources({ subject: { address: HOME, isInTrust: true } }), null)).toContain(
      "trust_document",
    );
  });

  it("asks the HOA invoice when step 2 has HOA fees above $0", () => {
    const s = sources({ creditReport: landlordReport(), subject: { address: HOME, hoaMonthlyFees: 120 } });
    expect(typesOf(s, null, "prop-home")).toContain("HOA_or_condo_invoice");
    expect(typesOf(sources({ creditReport: landlordReport() }), null, "prop-home")).not.toContain(
      "HOA_or_condo_invoice",
    );
  });

  it("asks the solar statement of the home when a solar loan is among the debts (spec §9)", () => {
    expect(typesOf(sources({ creditReport: landlordReport() }), null, "prop-home")).toContain(
      "solar_panel_statement",
    );
  });

  it("asks a statement for each debt left out on debt consolidation, of its borrower", () => {
    const report = landlordReport();
    const s = sources({
      hasCoborrower: true,
      creditReport: report,
      debtConsolidation: {
        decisions: [
          { id: "l1", action: "omit", omitReason: "paidByOthers" },
          { id: "l2", action: "confirm" },
        ],
        added: [],
      },
    });
    expect(line(s, "educational_loan_statement")).toMatchObject({ borrower: "main", count: 1 });
    expect(lines(sources({ creditReport: report })).map((l) => l.type)).not.toContain(
      "educational_loan_statement",
    );
  });

  it("asks the coborrower's documents separately, from the coborrower's own sections (spec §6)", () => {
    const s = sources({
      hasCoborrower: true,
      borrowers: {
        borrower: { employment: { employments: [verifiedJob] } },
        coborrower: {
          employment: { employments: [manualJob] },
          otherIncome: { incomeSources: [{ type: "socialSecurity", monthlyAmount: 1_200 }] },
        },
      },
    });
    expect(typesOf(s, "main")).toEqual(["id_document"]);
    expect(typesOf(s, "coborrower")).toEqual(["id_document", "paystub", "w2", "social_security"]);
  });

  it("counts an identity document only once every side it needs is in (spec §3)", () => {
    const file = (documentType: string, side: "front" | "back"): FiledDocument => ({
      documentType,
      borrower: "main",
      propertyId: null,
      side,
    });
    const front = sources({ files: [file("driver_license", "front")] });
    expect(line(front, "id_document")?.uploaded).toBe(0);
    const both = sources({ files: [file("driver_license", "front"), file("driver_license", "back")] });
    expect(line(both, "id_document")?.uploaded).toBe(1);
    expect(line(sources({ files: [file("passport", "front")] }), "id_document")?.uploaded).toBe(1);
  });

  it("takes the lender's latest word on a line: a waiver after a request waives it", () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day));
    const request = { documentType: "bank_statements", borrower: "main" as const, propertyId: null };
    const asked = sources({ uploadRequests: [{ ...request, shouldSkip: false, createdAt: at(1) }] });
    expect(line(asked, "bank_statements")).toMatchObject({ required: true, skipped: false, count: 3 });
    const waived = sources({
      uploadRequests: [
        { ...request, shouldSkip: true, createdAt: at(2) },
        { ...request, shouldSkip: false, createdAt: at(1) },
      ],
    });
    expect(line(waived, "bank_statements")).toBeUndefined();
    const waivedPaystubs = sources({
      uploadRequests: [{ ...request, documentType: "paystub", shouldSkip: true, createdAt: at(1) }],
    });
    expect(line(waivedPaystubs, "paystub")?.skipped).toBe(true);
  });

  it("addresses a coborrower's request to the coborrower's line only", () => {
    const s = sources({
      hasCoborrower: true,
      borrowers: {
        borrower: { employment: { employments: [manualJob] } },
        coborrower: { employment: { employments: [manualJob] } },
      },
      uploadRequests: [
        {
          documentType: "paystub",
          borrower: "coborrower",
          propertyId: null,
          shouldSkip: true,
          createdAt: new Date(),
        },
      ],
    });
    const paystubs = lines(s).filter((l) => l.type === "paystub");
    expect(paystubs.map((l) => [l.borrower, l.skipped])).toEqual([
      ["main", false],
      ["coborrower", true],
    ]);
  });
});
