import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications } from "@/server/db/schema";
import { prequalWorldForEachTest } from "../prequal/prequal-world";
import { debtDecisions } from "../support/application-debt-answers";
import { jobsAnswers, monthsAgo } from "../support/application-income-journeys";
import { applicantApplying } from "../support/application-journeys";
import { personalInfoAnswers, subjectPropertyAnswers } from "../support/application-personal-answers";
import { reportPropertiesConfirmed } from "../support/application-real-estate-answers";
import { applicationRow, textOfEveryTable } from "../support/application-sections";
import type { Person } from "../support/prequal-journeys";
import { person } from "../support/prequal-journeys";
import { DECLARATIONS, DEMOGRAPHICS } from "./declarations-world";

const it_ = prequalWorldForEachTest();

const ACCOUNT_NUMBER = "0098-7654-321";

/** Every way the app writes a date of birth: as typed, ISO (and in JSON dates), compact, in words. */
function datesOfBirth(p: Person): string[] {
  const [month, day, year] = p.dateOfBirth.split("/") as [string, string, string];
  const words = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return [p.dateOfBirth, `${year}-${month}-${day}`, `${year}${month}${day}`, words];
}

describe("a full application leaves nothing sensitive in clear in the database (issue 9, docs/design.md §5)", () => {
  it("dumps every table after a borrower and coborrower complete every screen and finds no SSN, birth date or account number", async () => {
    const borrower = person("Landlord");
    const coborrower = person("Lee", { firstName: "Ben" });
    const { browser } = await applicantApplying(it_.world, { borrower, coborrower });
    const trpc = browser.trpc.application;
    const [row] = (await it_.db.select().from(applications)).filter(
      (r) => (r.answers as { borrower?: { email?: string } }).borrower?.email === borrower.email,
    );
    if (!row) throw new Error("the borrower's application exists");
    // The journey walks to a HELOC; a cash-out refinance mortgage is what asks for asset accounts.
    await it_.db
      .update(applications)
      .set({
        product: "mortgage",
        answers: { ...row.answers, product: "mortgage", mortgagePurpose: "cashOut", cashOutAmount: 40_000 },
      })
      .where(eq(applications.id, row.id));

    // Step 1, each borrower typing their SSN and date of birth again (sent, compared, never stored).
    for (const [who, p] of [
      ["borrower", borrower],
      ["coborrower", coborrower],
    ] as const)
      await trpc.personalInfo.save.mutate({
        who,
        version: 0,
        answers: personalInfoAnswers({ firstName: p.firstName, ssn: p.ssn, dateOfBirth: p.dateOfBirth }),
      });
    await trpc.subjectProperty.save.mutate({
      version: 0,
      answers: subjectPropertyAnswers({
        product: "mortgage",
        transaction: { purpose: "refinance", refinancePurpose: "cashOut", cashOutAmount: "$40,000" },
      }) as never,
    });
    // Step 3: the landlord's rental from the credit report, and an account with its number.
    const step3 = await reportPropertiesConfirmed(browser);
    expect(step3.answers.properties).toHaveLength(1);
    await trpc.realEstate.save.mutate({
      version: 0,
      answers: {
        properties: step3.answers.properties,
        assets: [
          {
            institution: "First Credit Union",
            accountType: "savings",
            balance: "$40,000",
            accountNumber: ACCOUNT_NUMBER,
          },
        ],
      },
    });
    await trpc.employment.save.mutate({
      who: "borrower",
      version: 0,
      answers: jobsAnswers([[monthsAgo(30), undefined, { employerName: "Blue Fern Clinics" }]]),
    });
    await trpc.employment.save.mutate({
      who: "coborrower",
      version: 0,
      answers: jobsAnswers([[monthsAgo(40)]]),
    });
    // Step 5: the borrower's payroll connected through the income-verification sandbox.
    const { connection } = await trpc.incomeVerification.connect.mutate({
      who: "borrower",
      answers: { employerName: "Blue Fern Clinics" },
    });
    expect(connection.reportId).toMatch(/^IV-/);
    await trpc.incomeVerification.save.mutate({ version: 0, answers: { method: "connect" } });
    const { properties } = await trpc.otherIncome.get.query({ who: "borrower" });
    const rental = properties.find((p) => p.propertyId === step3.answers.properties[0]?.propertyId);
    if (!rental) throw new Error("the rental is among the properties rent comes from");
    await trpc.otherIncome.save.mutate({
      who: "borrower",
      version: 0,
      answers: {
        incomeSources: [
          { type: "rental", propertyId: rental.propertyId, rentalUnits: "1", monthlyAmount: "$2,400" },
        ],
      },
    });
    await trpc.otherIncome.save.mutate({
      who: "coborrower",
      version: 0,
      answers: { incomeSources: [{ type: "pension", monthlyAmount: "$900" }] },
    });
    // Debt consolidation: the card paid off at closing, the rest kept.
    const debts = await debtDecisions(browser, { "Sandbox Bank Visa": { action: "payOff" } });
    await trpc.debtConsolidation.save.mutate(debts as never);
    for (const who of ["borrower", "coborrower"] as const)
      await trpc.demographics.save.mutate({ who, version: 0, answers: DEMOGRAPHICS });
    for (const who of ["borrower", "coborrower"] as const)
      await trpc.declarations.save.mutate({ who, version: 0, answers: DECLARATIONS });

    const summary = await trpc.summary.get.query();
    expect(summary.unfinished).toBeNull();
    await trpc.summary.complete.mutate();
    expect((await applicationRow(it_.db, row.id)).applicationCompletedAt).not.toBeNull();

    const { tables, text } = await textOfEveryTable(it_.db);
    expect(tables).toEqual(expect.arrayContaining(["applications", "application_sections", "outside_calls"]));
    // The dump holds the application's answers (so the searches below can find something): the
    // verified employer, the sealed values' last four digits kept for display.
    expect(text).toContain("Blue Fern Clinics");
    expect(text).toContain("4321");
    expect(text).toContain(borrower.ssn.slice(-4));
    for (const p of [borrower, coborrower]) {
      expect(text).not.toContain(p.ssn);
      expect(text).not.toContain(p.ssn.replace(/\D/g, ""));
      for (const date of datesOfBirth(p)) expect(text, date).not.toContain(date);
    }
    expect(text).not.toContain(ACCOUNT_NUMBER);
    expect(text).not.toContain(ACCOUNT_NUMBER.replace(/\D/g, ""));
  });
});
