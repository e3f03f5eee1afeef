import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { applicationSummaryPdf, groupHeading } from "./application-summary-pdf";
import { pageTexts } from "./pdf-text.test-support";

const LENDER = {
  legalName: "Keystone Home Credit (demo lender)",
  address: "100 Main Street, Wilmington, DE 19801",
};

const SUMMARY = {
  reference: "3f9a2c1e-0000-4000-8000-000000000001",
  generatedAt: new Date("2026-11-23T15:30:00Z"),
  completedAt: null,
  groups: [
    {
      step: "personalInfo" as const,
      who: "borrower" as const,
      title: "Personal information",
      rows: [
        { label: "Social Security number", value: "*** - ** - 6789" },
        { label: "Date of birth", value: "03/21/1985" },
      ],
    },
    {
      step: "declarations" as const,
      who: "coborrower" as const,
      title: "Declarations",
      rows: [{ label: "In the last 7 years, have you declared bankruptcy?", value: "No" }],
    },
  ],
};

describe("the application summary as a PDF (spec §2 application-summary)", () => {
  it("is a PDF whose text holds every group's heading, label and value, the coborrower's named as theirs", async () => {
    const bytes = await applicationSummaryPdf(SUMMARY, LENDER);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect((await PDFDocument.load(bytes)).getTitle()).toBe("Your loan application");
    const text = (await pageTexts(bytes)).flat().join(" ");
    expect(text).toContain("Keystone Home Credit (demo lender)");
    expect(text).toContain("Personal information");
    expect(text).toContain("*** - ** - 6789");
    expect(text).toContain("Declarations (coborrower)");
    expect(text).toContain("In the last 7 years, have you declared bankruptcy?");
    expect(text).toContain(`Reference ${SUMMARY.reference}`);
    expect(text).toContain("Not yet confirmed (printed November 23, 2026)");
  });

  it("says when the applicant confirmed it", async () => {
    const bytes = await applicationSummaryPdf(
      { ...SUMMARY, completedAt: new Date("2026-11-24T12:00:00Z") },
      LENDER,
    );
    expect((await pageTexts(bytes)).flat().join(" ")).toContain("Confirmed November 24, 2026");
  });

  it("runs over several pages with page numbers when long", async () => {
    const rows = Array.from({ length: 80 }, (_, i) => ({ label: `Question ${i + 1}`, value: "Yes" }));
    const bytes = await applicationSummaryPdf(
      {
        ...SUMMARY,
        groups: [{ step: "declarations" as const, who: "borrower" as const, title: "Declarations", rows }],
      },
      LENDER,
    );
    const pages = await pageTexts(bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flat()).toContain("Question 80");
    expect(pages.at(-1)?.join(" ")).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it("names the borrower's and the application's groups by their title alone", () => {
    expect(groupHeading({ title: "Declarations", who: "borrower" })).toBe("Declarations");
    expect(groupHeading({ title: "Property", who: "application" })).toBe("Property");
  });
});
