import { describe, expect, it } from "vitest";
import { businessInformationInput } from "./business-information";
import { MANUAL } from "./employment-record";
import {
  businessSectionSummary,
  businessSummary,
  employmentSectionSummary,
  employmentSummary,
  incomeVerificationSummary,
  otherIncomeSectionSummary,
  otherIncomeSummary,
} from "./income-summaries";
import { otherIncomeInput } from "./other-income";

const d = (ymd: string) => new Date(`${ymd}T00:00:00Z`);
const job = {
  id: "j1",
  employerName: "Acme",
  position: "Engineer",
  employerPhone: "5125550100",
  employerAddress: { line1: "1 Main St", line2: null, city: "Austin", state: "TX", zip: "78701" },
  startDate: d("2020-03-01"),
  endDate: null,
  percentageOwned: null,
  base: 6000,
  overtime: 500,
  bonuses: 0,
  commissions: 0,
  dataSource: MANUAL,
  reportId: null,
  pdfUrl: null,
};

describe("summaries in Form 1003 order", () => {
  it("lists a job as Form 1003 section 1b does, with its monthly total", () => {
    const { title, rows } = employmentSummary([job]);
    expect(title).toBe("Employment and income");
    expect(rows.map((r) => r.label).slice(0, 8)).toEqual([
      "Employer or business name",
      "Phone",
      "Address",
      "Position or title",
      "Start date",
      "End date",
      "Business owner or self-employed",
      "Base",
    ]);
    expect(rows.find((r) => r.label === "Phone")?.value).toBe("(512) 555-0100");
    expect(rows.find((r) => r.label === "Total monthly income")?.value).toBe("$6,500");
    expect(rows.find((r) => r.label === "End date")?.value).toBe("Current job");
  });

  it("puts the current job before earlier ones", () => {
    const earlier = { ...job, employerName: "Old Co", startDate: d("2015-01-01"), endDate: d("2020-02-29") };
    const names = employmentSummary([earlier, job]).rows.filter(
      (r) => r.label === "Employer or business name",
    );
    expect(names.map((r) => r.value)).toEqual(["Acme", "Old Co"]);
  });

  it("says whether the share owned is 25% or more (spec §5)", () => {
    const owner = employmentSummary([{ ...job, percentageOwned: 40 }]).rows;
    expect(owner.find((r) => r.label === "Business owner or self-employed")?.value).toBe(
      "Yes, 25% or more (40%)",
    );
  });

  it("shows the business with its EIN as XX-XXXXXXX", () => {
    const info = businessInformationInput.parse({
      businessName: "Rivera Landscaping",
      businessType: "sCorporation",
      ein: "123456789",
      startDate: "03/2018",
      ownershipShare: "60",
      monthlyIncome: "8500",
    });
    expect(businessSummary(info).rows).toEqual([
      { label: "Business name", value: "Rivera Landscaping" },
      { label: "Business type", value: "S corporation" },
      { label: "EIN", value: "12-3456789" },
      { label: "Start date", value: "03/01/2018" },
      { label: "Ownership share", value: "60%" },
      { label: "Monthly income", value: "$8,500" },
    ]);
  });

  it("lists other income by type with its detail and a total (Form 1003 section 1e)", () => {
    const income = otherIncomeInput.parse({
      incomeSources: [
        { type: "rental", propertyId: "p1", rentalUnits: "2", monthlyAmount: "$1,800" },
        { type: "foreign", country: "Canada", monthlyAmount: "$200" },
      ],
    });
    expect(otherIncomeSummary(income, [{ propertyId: "p1", label: "12 Oak St" }]).rows).toEqual([
      { label: "Rental income", value: "$1,800 (12 Oak St, 2 units)" },
      { label: "Foreign income", value: "$200 (Canada)" },
      { label: "Total monthly income", value: "$2,000" },
    ]);
  });

  it("leaves a rent whose property is no longer on the application out of the rows and the total (decision 037)", () => {
    const income = otherIncomeInput.parse({
      incomeSources: [
        { type: "rental", propertyId: "sold", rentalUnits: "1", monthlyAmount: "$900" },
        { type: "foreign", country: "Canada", monthlyAmount: "$200" },
      ],
    });
    expect(otherIncomeSummary(income, []).rows).toEqual([
      { label: "Foreign income", value: "$200 (Canada)" },
      { label: "Total monthly income", value: "$200" },
      { label: "Left out", value: "$900 a month of rent from a property no longer on your application" },
    ]);
  });

  it("says None when there is no other income", () => {
    expect(otherIncomeSummary({ incomeSources: [] }, []).rows).toEqual([
      { label: "Other income", value: "None" },
    ]);
  });
});

describe("the summary registry's summarisers read sections as stored", () => {
  it("summarises a stored employment section with its explained gaps", () => {
    const stored = JSON.parse(
      JSON.stringify({
        employments: [job],
        gapExplanations: [{ from: "2025-03-31", explanation: "Studying" }],
        selfEmployed: false,
        connections: [],
      }),
    );
    const { rows } = employmentSectionSummary(stored);
    expect(rows[0]).toEqual({ label: "Employer or business name", value: "Acme" });
    expect(rows.at(-1)).toEqual({ label: "Time without work from March 2025", value: "Studying" });
  });

  it("summarises stored business information and other income", () => {
    const business = {
      businessName: "Rivera Landscaping",
      businessType: "llc",
      ein: "123456789",
      startDate: "2018-03-01T00:00:00.000Z",
      ownershipShare: 60,
      monthlyIncome: 8500,
    };
    expect(businessSectionSummary(business).rows[2]).toEqual({ label: "EIN", value: "12-3456789" });
    const income = { incomeSources: [{ type: "pension", monthlyAmount: 1200 }] };
    expect(otherIncomeSectionSummary({ income, properties: [] }).rows[0]).toEqual({
      label: "Pension",
      value: "$1,200",
    });
  });

  it("names the property a stored rental income comes from, among the properties given", () => {
    const income = {
      incomeSources: [{ type: "rental", monthlyAmount: 2400, propertyId: "p1", rentalUnits: 1 }],
    };
    const properties = [{ propertyId: "p1", label: "150 Rental Row, Wilmington, DE" }];
    expect(otherIncomeSectionSummary({ income, properties }).rows[0]).toEqual({
      label: "Rental income",
      value: "$2,400 (150 Rental Row, Wilmington, DE, 1 unit)",
    });
  });

  it("refuses data that is not a section's, so the summary asks to check it again", () => {
    expect(() => businessSectionSummary({ businessName: 3 })).toThrow();
  });

  it("says how income is verified", () => {
    expect(incomeVerificationSummary({ method: "connect" }).rows[0]?.value).toBe("Payroll connected");
  });
});
