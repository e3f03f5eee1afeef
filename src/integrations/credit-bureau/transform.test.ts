import { describe, expect, it } from "vitest";
import { countableMortgages } from "@/domain/debts/credit-report";
import { creditReportFromBureau, isoDay, propertyIdFor } from "./transform";
import type { BureauResponse, Tradeline } from "./vendor-payload";

const account = (over: Partial<Tradeline>): Tradeline => ({
  tradelineId: "T1",
  borrowerIds: ["B1"],
  creditorName: "First Federal",
  accountType: "REV",
  currentBalance: 1200,
  highCredit: 5000,
  monthlyPayment: 35,
  dateOpened: "2015-06",
  lateCounts: { days30: 0, days60: 0, days90Plus: 0 },
  mostRecentLate: null,
  ...over,
});

const home = { street: "12 Main St", unit: null, city: "Philadelphia", state: "PA", postalCode: "19103" };

/** A joint file: Ann (B1) and Ben (C1), a joint mortgage on their home, a rental, and one account each. */
const response: BureauResponse = {
  reportId: "R-1001",
  reportDate: "2026-11-24",
  provider: {
    name: "Acme Credit Services",
    mailingAddress: { street: "PO Box 1", city: "Dover", state: "DE", postalCode: "19901" },
    phone: "302-555-0100",
  },
  borrowers: [
    {
      borrowerId: "B1",
      role: "PRIMARY",
      firstName: "Ann",
      lastName: "Lee",
      fileStatus: "HIT",
      scores: [
        {
          repository: "EFX",
          modelName: "Beacon 5.0",
          value: 701,
          factors: [{ code: "14", text: "Short history" }],
        },
        { repository: "XPN", modelName: "FICO V2", value: 712, factors: [] },
      ],
    },
    {
      borrowerId: "C1",
      role: "COAPPLICANT",
      firstName: "Ben",
      lastName: "Lee",
      fileStatus: "HIT",
      scores: [
        {
          repository: "TUC",
          modelName: "Classic 04",
          value: 688,
          factors: [
            { code: "10", text: "High card balances" },
            { code: "05", text: "Too many accounts" },
          ],
        },
      ],
    },
  ],
  tradelines: [
    account({
      tradelineId: "M1",
      borrowerIds: ["B1", "C1"],
      creditorName: "Keystone Mortgage",
      accountType: "MTG",
      currentBalance: 210_000.4,
      highCredit: 260_000,
      monthlyPayment: 1_650.5,
      dateOpened: "2018-03",
      lateCounts: { days30: 1, days60: 1, days90Plus: 0 },
      mostRecentLate: { month: "2026-05", daysLate: 60 },
    }),
    account({ tradelineId: "M2", creditorName: "Rental Bank", accountType: "MTG", currentBalance: 90_000 }),
    account({ tradelineId: "C1", borrowerIds: ["C1"], currentBalance: -25, accountType: "REV" }),
    account({ tradelineId: "S1", accountType: "EDU", lateCounts: { days30: 2, days60: 0, days90Plus: 0 } }),
    account({ tradelineId: "A1", accountType: "INS", dateOpened: "2023-02-14" }),
  ],
  propertyRecords: [
    {
      recordId: "P1",
      ownerBorrowerIds: ["B1", "C1"],
      address: home,
      ownerOccupied: true,
      linkedTradelineIds: ["M1"],
    },
    {
      recordId: "P2",
      ownerBorrowerIds: ["B1"],
      address: { ...home, street: "4 Oak Ave", unit: "Unit 2" },
      ownerOccupied: false,
      linkedTradelineIds: ["M2"],
      estimatedMonthlyRent: 1_500,
    },
  ],
};

const report = creditReportFromBureau(response);
if (!report) throw new Error("the joint file has a report");
const ofType = (type: string) => report.liabilities.filter((l) => l.type === type);

describe("bureau response -> credit report", () => {
  it("is null when no one pulled has a file (a thin file)", () => {
    const noHit = response.borrowers.map((b) => ({ ...b, fileStatus: "NO_HIT" as const, scores: [] }));
    expect(creditReportFromBureau({ ...response, borrowers: noHit, tradelines: [] })).toBeNull();
  });

  it("keeps the bureau's reference, the pull day and who furnished the report (FCRA disclosure)", () => {
    expect(report.reportId).toBe("R-1001");
    expect(report.pulledOn).toBe("2026-11-24");
    expect(report.bureau).toEqual({
      name: "Acme Credit Services",
      address: { line1: "PO Box 1", city: "Dover", state: "DE", zip: "19901" },
      phone: "3025550100",
    });
  });

  it("names each score's bureau, says whose it is and keeps its key factors in order", () => {
    expect(report.scores).toEqual([
      { bureau: "Equifax", score: 701, borrower: "borrower", keyFactors: ["Short history"] },
      { bureau: "Experian", score: 712, borrower: "borrower", keyFactors: [] },
      {
        bureau: "TransUnion",
        score: 688,
        borrower: "coborrower",
        keyFactors: ["High card balances", "Too many accounts"],
      },
    ]);
  });

  it("leaves out the scores of a person with no file on a joint pull", () => {
    const [ann, ben] = response.borrowers;
    if (!ann || !ben) throw new Error("two borrowers");
    const annThin = { ...response, borrowers: [{ ...ann, fileStatus: "NO_HIT" as const }, ben] };
    expect(creditReportFromBureau(annThin)?.scores.map((s) => s.borrower)).toEqual(["coborrower"]);
  });

  it("maps every field of an account to a liability (spec §3)", () => {
    expect(report.liabilities[0]).toEqual({
      creditor: "Keystone Mortgage",
      balance: 210_000,
      hiCredit: 260_000,
      monthlyPayment: 1_651,
      dateOpened: "2018-03-01",
      latePaymentDays: 60,
      latePaymentDate: "2026-05-01",
      type: "mortgage",
      debtor: "joint",
      confirmed: false,
      toBePaidOff: false,
      omitted: false,
      addedByUser: false,
    });
  });

  it("reads the account type codes as mortgage, revolving, installment and student loan", () => {
    expect(report.liabilities.map((l) => l.type)).toEqual([
      "mortgage",
      "mortgage",
      "revolving",
      "studentLoan",
      "installment",
    ]);
  });

  it("tags each liability's debtor: both people joint, else the one who owes it (spec §3)", () => {
    expect(report.liabilities.map((l) => l.debtor)).toEqual([
      "joint",
      "borrower",
      "coborrower",
      "borrower",
      "borrower",
    ]);
  });

  it("gives balances as non-negative whole dollars, a credit balance as 0 (spec §5)", () => {
    for (const l of report.liabilities) {
      expect(Number.isInteger(l.balance)).toBe(true);
      expect(l.balance).toBeGreaterThanOrEqual(0);
    }
    expect(ofType("revolving")[0]?.balance).toBe(0);
  });

  it("writes dates as YYYY-MM-DD, a month as its first day (spec §5)", () => {
    expect(ofType("installment")[0]?.dateOpened).toBe("2023-02-14");
    expect(isoDay("2018-03")).toBe("2018-03-01");
    expect(isoDay("2018-02-30")).toBeNull();
    expect(isoDay("03/2018")).toBeNull();
    expect(isoDay(null)).toBeNull();
  });

  it("without the month of a late payment keeps how late it was, with no date", () => {
    expect(ofType("studentLoan")[0]).toMatchObject({ latePaymentDays: 30, latePaymentDate: null });
    expect(ofType("installment")[0]).toMatchObject({ latePaymentDays: null, latePaymentDate: null });
  });

  it("refuses a report without a readable date rather than guess the pull day", () => {
    expect(() => creditReportFromBureau({ ...response, reportDate: "24/11/2026" })).toThrow(/report date/);
  });
});

describe("mortgages and owned properties", () => {
  it("lists the mortgage accounts as mortgage records, with their late payment", () => {
    expect(report.mortgages.map((m) => [m.creditor, m.balance, m.latePaymentDays])).toEqual([
      ["Keystone Mortgage", 210_000, 60],
      ["Rental Bank", 90_000, null],
    ]);
  });

  it("puts each mortgage in the list of the property it is recorded against, so none counts twice (spec §5)", () => {
    expect(report.propertyOwnership.map((p) => p.mortgages.map((m) => m.creditor))).toEqual([
      ["Keystone Mortgage"],
      ["Rental Bank"],
    ]);
    expect(countableMortgages(report)).toEqual([]);
  });

  it("keeps each property's address and state, and its yearly rent from the monthly estimate", () => {
    const [owned, rental] = report.propertyOwnership;
    expect(owned?.property).toEqual({
      address: { line1: "12 Main St", line2: null, city: "Philadelphia", state: "PA", zip: "19103" },
      state: "PA",
    });
    expect(owned?.annualRentalIncome).toBeNull();
    expect(rental?.annualRentalIncome).toBe(18_000);
  });

  it("gives a property the same id from its address whatever the case and spacing, a flat its own", () => {
    const id = report.propertyOwnership[0]?.propertyId;
    expect(id).toMatch(/^prop-[0-9a-f]{12}$/);
    expect(propertyIdFor({ line1: "12  MAIN st", city: "philadelphia ", state: "pa", zip: "19103" })).toBe(
      id,
    );
    expect(
      propertyIdFor({ line1: "12 Main St", line2: "Apt 2", city: "Philadelphia", state: "PA", zip: "19103" }),
    ).not.toBe(id);
  });
});
