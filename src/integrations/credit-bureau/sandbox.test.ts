import { describe, expect, it } from "vitest";
import { type CreditReport, countableMortgages } from "@/domain/debts/credit-report";
import { isExcludedFromPayoff } from "@/domain/debts/liability";
import { hasSolarLoan } from "@/domain/debts/solar-loan";
import type { PersonIdentity } from "@/domain/ports/person";
import { DEFAULT_RATE_SHEET } from "@/domain/pricing/default-rate-sheet";
import { availableEquity } from "@/domain/pricing/equity";
import { sandboxBureauResponse, sandboxCreditBureau } from "./sandbox";

const pullDay = new Date("2026-11-24T15:00:00Z");
const bureau = sandboxCreditBureau({ now: () => pullDay });

const person = (lastName: string, over: Partial<PersonIdentity> = {}): PersonIdentity => ({
  firstName: "Ann",
  lastName,
  email: "ann@example.com",
  ssn: "123456789",
  dateOfBirth: new Date("1980-05-01T00:00:00Z"),
  address: { line1: "12 Main St", city: "Philadelphia", state: "PA", zip: "19103" },
  ...over,
});

async function pull(lastName: string, coborrower?: PersonIdentity): Promise<CreditReport> {
  const report = await bureau.softPull(person(lastName), { coborrower });
  if (!report) throw new Error(`no file for ${lastName}`);
  return report;
}

const monthsBetween = (from: string, to: string) => {
  const [fy, fm] = from.split("-").map(Number);
  const [ty, tm] = to.split("-").map(Number);
  return ((ty ?? 0) - (fy ?? 0)) * 12 + ((tm ?? 0) - (fm ?? 0));
};
const onlyMortgage = (report: CreditReport) => {
  const [mortgage, ...others] = report.liabilities.filter((l) => l.type === "mortgage");
  if (!mortgage || others.length > 0) throw new Error("one mortgage expected");
  return mortgage;
};
const SANDBOX_VALUES = { lowest: 250_000, highest: 900_000 };
const USES = ["primaryResidence", "secondHome", "investment"] as const;

describe("sandbox credit bureau", () => {
  it("answers the same people on the same day with the same report, to the last field", async () => {
    const coborrower = person("Student", { firstName: "Ben" });
    expect(await bureau.softPull(person("Smith"), { coborrower })).toEqual(
      await bureau.softPull(person("Smith"), { coborrower }),
    );
    expect(sandboxBureauResponse(person("Landlord"), undefined, pullDay)).toEqual(
      sandboxBureauResponse(person("Landlord"), undefined, pullDay),
    );
  });

  it("names a clearly fictional bureau for the score disclosure, and gives the pull a stable id", async () => {
    const report = await pull("Smith");
    expect(report.bureau).toEqual({
      name: "Sandbox Credit Bureau",
      address: { line1: "PO Box 0000", city: "Nowhere", state: "DE", zip: "00000" },
      phone: "3025550142",
    });
    expect(report.reportId).toMatch(/^SBX-[0-9A-F]{12}$/);
    expect((await pull("Jones")).reportId).not.toBe(report.reportId);
    expect(report.pulledOn).toBe("2026-11-24");
  });
});

describe("sandbox personas, by last name (docs/architecture.md)", () => {
  it("any name: a good file, three scores in the 740s-750s with key factors, never late", async () => {
    const report = await pull("Smith");
    expect(report.scores.map((s) => [s.bureau, s.score, s.borrower])).toEqual([
      ["Equifax", 740, "borrower"],
      ["Experian", 745, "borrower"],
      ["TransUnion", 752, "borrower"],
    ]);
    for (const score of report.scores) expect(score.keyFactors.length).toBeGreaterThan(0);
    expect(report.liabilities.map((l) => [l.type, l.debtor, l.latePaymentDays])).toEqual([
      ["mortgage", "borrower", null],
      ["revolving", "borrower", null],
      ["installment", "borrower", null],
    ]);
  });

  it("any name: owns the home at the applicant's address, its mortgage in both lists and counted once", async () => {
    const report = await pull("Smith");
    const [home, ...others] = report.propertyOwnership;
    expect(others).toEqual([]);
    expect(home?.propertyId).toMatch(/^prop-[0-9a-f]{12}$/);
    expect(home?.property?.address).toMatchObject(person("Smith").address);
    expect(home?.mortgages).toEqual(report.mortgages);
    expect(countableMortgages(report)).toEqual([]);
    const mortgage = onlyMortgage(report);
    expect(mortgage).toMatchObject({ balance: 155_000, monthlyPayment: 1_150, dateOpened: "2020-11-01" });
  });

  it("any name: leaves a line of credit at any sandbox valuation and every property use", async () => {
    const { balance } = onlyMortgage(await pull("Smith"));
    for (const propertyUse of USES) {
      const equity = availableEquity(
        {
          homeValue: SANDBOX_VALUES.lowest,
          mortgageBalance: balance,
          propertyUse,
        },
        DEFAULT_RATE_SHEET,
      );
      expect(equity.eligible).toBe(true);
    }
  });

  it("reads the last name without case or surrounding spaces", async () => {
    const withoutId = ({ reportId, ...file }: CreditReport) => file; // the id hashes the name as typed
    expect(withoutId(await pull(" LATE "))).toEqual(withoutId(await pull("late")));
    expect(await bureau.softPull(person("tHiN"))).toBeNull();
  });

  it("gives a surname that names a built-in object property, like Constructor, the good file", async () => {
    expect((await pull("Constructor")).scores.map((s) => s.score)).toEqual([740, 745, 752]);
  });

  it("Late: the same file with a 60-day late mortgage payment within the 12 months before the pull", async () => {
    const report = await pull("Late");
    const mortgage = onlyMortgage(report);
    expect(mortgage.latePaymentDays).toBe(60);
    expect(monthsBetween(String(mortgage.latePaymentDate), report.pulledOn)).toBe(4);
    expect(report.mortgages[0]).toMatchObject({
      latePaymentDays: 60,
      latePaymentDate: mortgage.latePaymentDate,
    });
    expect(report.scores.map((s) => s.score)).toEqual([740, 745, 752]);
  });

  it("Late: the late payment stays four months old whenever the pull is made", async () => {
    const later = sandboxCreditBureau({ now: () => new Date("2027-03-02T00:00:00Z") });
    const report = await later.softPull(person("Late"));
    expect(report && onlyMortgage(report).latePaymentDate).toBe("2026-11-01");
  });

  it("Underwater: owes $950,000, more than the highest sandbox valuation, so no line at any value", async () => {
    const { balance } = onlyMortgage(await pull("Underwater"));
    expect(balance).toBe(950_000);
    expect(balance).toBeGreaterThan(SANDBOX_VALUES.highest);
    const equity = availableEquity(
      {
        homeValue: SANDBOX_VALUES.highest,
        mortgageBalance: balance,
        propertyUse: "primaryResidence",
      },
      DEFAULT_RATE_SHEET,
    );
    expect(equity).toMatchObject({ eligible: false, reason: "lowEquity" });
  });

  it("Thin: no credit file, so the pull resolves to null", async () => {
    expect(await bureau.softPull(person("Thin"))).toBeNull();
  });

  it("Boost: every score under the 640 minimum, with reasons a boost can address", async () => {
    const report = await pull("Boost");
    for (const score of report.scores) expect(score.score).toBeLessThan(640);
    expect(report.scores[0]?.keyFactors[0]).toMatch(/balances to credit limits/);
  });

  it("Solar: adds a Mosaic solar installment loan, which the solar check finds and the payoff leaves out", async () => {
    const report = await pull("Solar");
    const solar = report.liabilities.find((l) => l.creditor === "Mosaic Solar Loans");
    expect(solar).toMatchObject({ type: "installment", debtor: "borrower" });
    expect(hasSolarLoan(report.liabilities)).toBe(true);
    expect(solar && isExcludedFromPayoff(solar)).toBe(true);
    expect(hasSolarLoan((await pull("Smith")).liabilities)).toBe(false);
  });

  it("Student: adds a student loan", async () => {
    const report = await pull("Student");
    expect(report.liabilities.filter((l) => l.type === "studentLoan")).toHaveLength(1);
    expect((await pull("Smith")).liabilities.some((l) => l.type === "studentLoan")).toBe(false);
  });

  it("Landlord: adds a rental property with its own mortgage and yearly rent", async () => {
    const report = await pull("Landlord");
    const [home, rental] = report.propertyOwnership;
    expect(report.propertyOwnership).toHaveLength(2);
    expect(home?.annualRentalIncome).toBeNull();
    expect(rental).toMatchObject({ annualRentalIncome: 28_800 });
    expect(rental?.propertyId).not.toBe(home?.propertyId);
    expect(rental?.property?.address?.line1).toMatch(/Rental Row$/);
    expect(rental?.mortgages.map((m) => m.creditor)).toEqual(["Sandbox Investor Mortgage"]);
    expect(report.mortgages).toHaveLength(2);
    expect(countableMortgages(report)).toEqual([]);
  });
});

describe("joint pull (a coborrower)", () => {
  it("merges both people's scores into one report, each tagged with whose it is", async () => {
    const report = await pull("Smith", person("Boost", { firstName: "Ben" }));
    expect(report.scores.map((s) => [s.borrower, s.score])).toEqual([
      ["borrower", 740],
      ["borrower", 745],
      ["borrower", 752],
      ["coborrower", 588],
      ["coborrower", 590],
      ["coborrower", 595],
    ]);
  });

  it("files the shared home's mortgage once, as joint, and each person's own accounts as theirs", async () => {
    const report = await pull("Smith", person("Student", { firstName: "Ben" }));
    expect(report.liabilities.map((l) => [l.type, l.debtor])).toEqual([
      ["mortgage", "joint"],
      ["revolving", "borrower"],
      ["installment", "borrower"],
      ["revolving", "coborrower"],
      ["installment", "coborrower"],
      ["studentLoan", "coborrower"],
    ]);
    expect(report.propertyOwnership).toHaveLength(1);
  });

  it("makes the shared mortgage late when the coborrower's own last name is Late", async () => {
    const report = await pull("Smith", person("Late", { firstName: "Ben" }));
    expect(onlyMortgage(report)).toMatchObject({ debtor: "joint", latePaymentDays: 60 });
  });

  it("gives a coborrower living elsewhere their own home and mortgage", async () => {
    const elsewhere = { line1: "7 Elm Ave", city: "Camden", state: "NJ", zip: "08102" };
    const report = await pull("Smith", person("Jones", { firstName: "Ben", address: elsewhere }));
    expect(report.liabilities.filter((l) => l.type === "mortgage").map((l) => l.debtor)).toEqual([
      "borrower",
      "coborrower",
    ]);
    expect(report.propertyOwnership.map((p) => p.property?.address?.city)).toEqual([
      "Philadelphia",
      "Camden",
    ]);
  });

  it("reports the coborrower alone when the applicant has no file, and null when neither has", async () => {
    const report = await bureau.softPull(person("Thin"), {
      coborrower: person("Smith", { firstName: "Ben" }),
    });
    expect(report?.scores.map((s) => s.borrower)).toEqual(["coborrower", "coborrower", "coborrower"]);
    expect(report?.liabilities[0]).toMatchObject({ type: "mortgage", debtor: "coborrower" });
    expect(await bureau.softPull(person("Thin"), { coborrower: person("Thin") })).toBeNull();
  });
});
