import { describe, expect, it } from "vitest";
import type { PersonIdentity } from "@/domain/ports/person";
import { sandboxCreditBureau } from "@/integrations/credit-bureau/sandbox";
import { reportMortgages } from "./credit-report-view";

const home = { line1: "12 Oak Street", city: "Wilmington", state: "DE" as const, zip: "19801" };
const lee: PersonIdentity = {
  firstName: "Pat",
  lastName: "Lee",
  email: "lee@mail.test",
  ssn: "123456789",
  dateOfBirth: new Date("1985-03-21T00:00:00Z"),
  address: home,
};
const bureau = sandboxCreditBureau({ now: () => new Date("2026-11-23T12:00:00Z") });

describe("the mortgages mortgage-select shows (spec §5)", () => {
  it("leaves out an owned home's mortgage with neither balance nor high credit, as any other, and keeps the others' ids", async () => {
    const report = await bureau.softPull(lee);
    if (!report) throw new Error("the default persona has a file");
    const [owned] = report.propertyOwnership;
    if (!owned) throw new Error("the default persona owns the home");
    const closed = { creditor: "Paid Off Bank", balance: 0, hiCredit: 0, dateOpened: "2001-01-01" };
    const withClosed = {
      ...report,
      propertyOwnership: [{ ...owned, mortgages: [closed, ...owned.mortgages] }],
    };

    const shown = reportMortgages(withClosed, home);
    expect(shown.map((m) => m.creditor)).not.toContain("Paid Off Bank");
    // The home's own mortgage is still the first and keeps its place in the report as its id.
    expect(shown[0]).toMatchObject({ id: "p0m1", creditor: "Sandbox Home Loans", onThisHome: true });
    expect(reportMortgages(report, home)[0]).toMatchObject({ id: "p0m0", creditor: "Sandbox Home Loans" });
  });
});
