import { describe, expect, it } from "vitest";
import { applications } from "@/server/db/schema";
import { KEYS } from "../lending-system/loan-file-world";
import { prequalWorldForEachTest } from "../prequal/prequal-world";
import { applicantApplying } from "../support/application-journeys";
import { personalInfoAnswers, subjectPropertyAnswers } from "../support/application-personal-answers";
import { person } from "../support/prequal-journeys";

/** The MISMO file's per-field report for staff (decision 104), through /api/trpc. */
const it_ = prequalWorldForEachTest({ prequal: KEYS });

describe("portal.loanDelivery.report (decision 104)", () => {
  it("names what the file carries in each group of the 1003 and what it leaves out with why, never a value", async () => {
    const { world, db } = it_;
    const borrower = person("Lee");
    const { browser } = await applicantApplying(world, { borrower });
    await browser.trpc.application.personalInfo.save.mutate({
      who: "borrower",
      version: 0,
      answers: personalInfoAnswers({
        firstName: borrower.firstName,
        ssn: borrower.ssn,
        dateOfBirth: borrower.dateOfBirth,
        languagePreference: "korean",
      }),
    });
    await browser.trpc.application.subjectProperty.save.mutate({
      version: 0,
      answers: subjectPropertyAnswers() as never,
    });
    const [app] = await db.select({ id: applications.id }).from(applications);
    const lender = await world.organisation("Keystone Home Credit", "lender");
    const admin = await world.staff(lender.id, "lenderAdmin");
    const staff = world.browser();
    await world.signedInStaff(staff, admin);

    const report = await staff.trpc.portal.loanDelivery.report.query({ applicationId: app?.id as string });
    if (report.kind !== "report") throw new Error(`no report: ${report.reasons.join("; ")}`);
    const group = (name: string) => report.groups.find((g) => g.group === name);
    expect(report.groups.map((g) => g.group)).toEqual([
      "borrowers",
      "employmentIncome",
      "assets",
      "liabilities",
      "realEstate",
      "propertyLoan",
      "declarations",
      "demographics",
      "language",
    ]);
    expect(group("borrowers")?.records).toContainEqual({ element: "BORROWER", count: 1 });
    expect(group("borrowers")?.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(["FirstName", "LastName", "TaxpayerIdentifierValue", "BorrowerBirthDate"]),
    );
    expect(group("language")?.fields).toContainEqual({ name: "LanguageCode", count: 1 });
    expect(group("propertyLoan")?.records).toEqual(
      expect.arrayContaining([
        { element: "SUBJECT_PROPERTY", count: 1 },
        { element: "LOAN", count: 1 },
      ]),
    );
    expect(group("declarations")?.leftOut).toContainEqual({
      field: "Borrower: declarations",
      reason: "not answered",
    });
    expect(group("liabilities")?.leftOut.map((l) => l.reason)).toContain("payoff quotes are the lender's");
    const text = JSON.stringify(report);
    expect(text).not.toContain(borrower.ssn.replace(/\D/g, ""));
    expect(text).not.toContain(borrower.dateOfBirth);
  });
});
