import { describe, expect, it } from "vitest";
import { isCurrentVerified } from "@/domain/employment/employment";
import { incomeReportFromVendor } from "./transform";
import type { VendorReport } from "./vendor-payload";

const report: VendorReport = {
  report_id: "R-77",
  provider_name: "Acme Payroll Data",
  report_pdf_url: "https://vendor.example/r/R-77.pdf",
  employments: [
    {
      employer: {
        name: "Blue Fern Clinics",
        phone: "+1 (512) 555-0142",
        address: {
          street: "9 Elm St",
          unit: "Suite 4",
          city: "Austin",
          state: "TX",
          postal_code: "78701-1234",
        },
      },
      title: "Nurse",
      hire_date: "2021-04-12",
      termination_date: null,
      pay: {
        frequency: "biweekly",
        base_per_period: 3_000,
        annual_overtime: 6_000,
        annual_bonus: 1_200,
        annual_commission: 0,
      },
    },
    {
      employer: { name: "Old Clinic", phone: null, address: null },
      title: "Aide",
      hire_date: "2018-01-02",
      termination_date: "2021-03-31",
      pay: {
        frequency: "semimonthly",
        base_per_period: 1_500,
        annual_overtime: 0,
        annual_bonus: 0,
        annual_commission: 0,
      },
    },
  ],
};

describe("income verification transform", () => {
  const [current, previous] = incomeReportFromVendor(report).employments;

  it("turns biweekly pay into monthly pay over 26 periods, not 2 a month", () => {
    expect(current?.base).toBe(6_500);
  });

  it("spreads annual overtime and bonuses over 12 months", () => {
    expect(current).toMatchObject({ overtime: 500, bonuses: 100, commissions: 0 });
  });

  it("reads hire and termination dates in UTC (spec §5)", () => {
    expect(current?.startDate).toEqual(new Date("2021-04-12T00:00:00Z"));
    expect(previous?.endDate).toEqual(new Date("2021-03-31T00:00:00Z"));
  });

  it("tags every job with the provider, the report id and its PDF, so a current one counts as verified (spec §5)", () => {
    expect(current).toMatchObject({
      dataSource: "Acme Payroll Data",
      reportId: "R-77",
      pdfUrl: "https://vendor.example/r/R-77.pdf",
    });
    expect(isCurrentVerified(current)).toBe(true);
    expect(isCurrentVerified(previous)).toBe(false);
  });

  it("keeps the phone's 10 digits and the 5-digit ZIP; leaves what the payroll lacks empty", () => {
    expect(current?.employerPhone).toBe("5125550142");
    expect(current?.employerAddress).toEqual({
      line1: "9 Elm St",
      line2: "Suite 4",
      city: "Austin",
      state: "TX",
      zip: "78701",
    });
    expect(previous?.employerPhone).toBe("");
    expect(previous?.employerAddress.line1).toBe("");
  });

  it("does not guess an ownership share a payroll does not know", () => {
    expect(current?.percentageOwned).toBeNull();
  });
});
