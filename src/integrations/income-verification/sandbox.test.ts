import { describe, expect, it } from "vitest";
import { gapsToExplain } from "@/domain/application/employment-history";
import { employmentCoverage } from "@/domain/employment/employment-coverage";
import { SANDBOX_INCOME_PROVIDER, sandboxIncomeVerification } from "./sandbox";

const today = new Date("2026-11-23T00:00:00Z");
const person = {
  firstName: "Ann",
  lastName: "Lee",
  ssn: "123456789",
  dateOfBirth: new Date("1980-01-01T00:00:00Z"),
  address: { line1: "12 Main St", city: "Austin", state: "TX", zip: "78701" },
};
const sandbox = sandboxIncomeVerification({ now: () => today });

describe("sandbox income verification (docs/architecture.md test employers)", () => {
  it("connects any employer to one steady current job covering the two years", async () => {
    const report = await sandbox.connect(person as never, "Blue Fern Clinics");
    expect(report?.employments).toHaveLength(1);
    expect(report?.employments[0]).toMatchObject({
      employerName: "Blue Fern Clinics",
      endDate: null,
      dataSource: SANDBOX_INCOME_PROVIDER,
    });
    expect(employmentCoverage(report?.employments ?? [], today).covered).toBe(true);
  });

  it("answers the same report for the same person, employer and day", async () => {
    const a = await sandbox.connect(person as never, "Blue Fern Clinics");
    const b = await sandbox.connect(person as never, "Blue Fern Clinics");
    expect(a).toEqual(b);
    expect(a?.reportId).toMatch(/^IV-[0-9A-F]{12}$/);
  });

  it("gives 'Recent Hire' a previous job and a gap of more than 31 days to explain (spec §5)", async () => {
    const report = await sandbox.connect(person as never, "Recent Hire Labs");
    expect(report?.employments).toHaveLength(2);
    expect(gapsToExplain(report?.employments ?? [], today)).toHaveLength(1);
  });

  it("gives 'Commission' commissions and bonuses", async () => {
    const [job] = (await sandbox.connect(person as never, "Commission Motors"))?.employments ?? [];
    expect(job).toMatchObject({ commissions: 2_500, bonuses: 300 });
  });

  it("finds no payroll for 'No Payroll'", async () => {
    expect(await sandbox.connect(person as never, "No Payroll Bakery")).toBeNull();
  });

  it("fails like an unavailable provider for 'Outage'", async () => {
    await expect(sandbox.connect(person as never, "Outage Corp")).rejects.toThrow("provider unavailable");
  });
});
