import { describe, expect, it } from "vitest";
import { buildLoanFile } from "./build-loan-file";
import { loanFileReport } from "./field-report";
import { application, borrower, HOME, job } from "./loan-file-input.test-support";

const rental = {
  propertyId: "prop-1",
  address: { line1: "40 Harbor View", city: HOME.city, state: HOME.state, zip: HOME.zip },
  status: "retained" as const,
  use: "investment" as const,
  value: 350_000,
  mortgages: [{ creditor: "Harbor Bank", balance: 180_000, monthlyPayment: 1390 }],
  rentalUnits: 1,
  annualRentalIncome: 24_000,
};

function reportOf(input: ReturnType<typeof application>) {
  const report = loanFileReport(buildLoanFile(input, new Date("2026-11-27T12:00:00Z")).message, input);
  return (group: string) => report.find((g) => g.group === group);
}

describe("the loan file's per-field report (decision 104)", () => {
  it("counts each group's records apart: a borrower's jobs as employment, an owned property as real estate, not as an asset", () => {
    const input = application({
      borrowers: [
        borrower({ employments: [job(), job({ id: "job-2", employerName: "Second Job" })] }),
        borrower({ who: "coborrower", firstName: "Ben", languagePreference: null, declarations: null }),
      ],
      ownedProperties: [rental],
    });
    const group = reportOf(input);
    expect(group("borrowers")?.records).toContainEqual({ element: "BORROWER", count: 2 });
    expect(group("employmentIncome")?.records).toContainEqual({ element: "EMPLOYER", count: 3 });
    expect(group("realEstate")?.records).toEqual([{ element: "OWNED_PROPERTY", count: 1 }]);
    expect(group("assets")?.records).toEqual([{ element: "ASSET", count: 2 }]);
    expect(group("employmentIncome")?.fields.map((f) => f.name)).toContain("EmploymentStatusType");
    expect(group("borrowers")?.fields.map((f) => f.name)).not.toContain("EmploymentStatusType");
    expect(group("language")?.leftOut).toContainEqual({
      field: "Coborrower: language preference",
      reason: "not answered",
    });
  });

  it("names fields and never carries a value: no SSN, date of birth or account number in the report", () => {
    const input = application();
    const text = JSON.stringify(loanFileReport(buildLoanFile(input, new Date()).message, input));
    expect(text).toContain("TaxpayerIdentifierValue");
    for (const value of ["123456789", "123-45-6789", "1980-05-17", "98764321"])
      expect(text).not.toContain(value);
  });
});
