import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NO_LOAN_OFFICER_YET } from "@/domain/loan-file/left-out";
import { applications, fileAssignments, staffUsers } from "@/server/db/schema";
import { exportLoanFile } from "@/server/services/lending-system/export-loan-file";
import { validateLoanFile } from "@/server/services/lending-system/mismo-schema";
import { DECLARATIONS, DEMOGRAPHICS } from "../application/declarations-world";
import { prequalWorldForEachTest } from "../prequal/prequal-world";
import { debtDecisions } from "../support/application-debt-answers";
import { jobsAnswers, monthsAgo, PENSION_INCOME } from "../support/application-income-journeys";
import { applicantApplying } from "../support/application-journeys";
import { personalInfoAnswers, subjectPropertyAnswers } from "../support/application-personal-answers";
import { reportPropertiesConfirmed } from "../support/application-real-estate-answers";
import { person } from "../support/prequal-journeys";
import {
  all,
  at,
  EXPORT_DEPENDENCIES,
  exported,
  KEYS,
  labelsAndArcs,
  readBack,
  SCHEMA_FOLDER,
} from "./loan-file-world";

const it_ = prequalWorldForEachTest({ prequal: KEYS });

async function applicationIdOf(email: string) {
  const rows = await it_.db.select().from(applications);
  const row = rows.find((r) => (r.answers as { borrower?: { email?: string } }).borrower?.email === email);
  if (!row) throw new Error("the borrower's application exists");
  return row;
}

/** The checks every exported file passes: the schema, and each arc between labels that exist. */
async function soundFile(xml: string) {
  expect(await validateLoanFile(xml, SCHEMA_FOLDER)).toEqual({ valid: true });
  const { labels, arcs } = labelsAndArcs(xml);
  expect(new Set(labels).size, "labels are unique").toBe(labels.length);
  for (const arc of arcs) {
    expect(labels, `arc from ${arc.from}`).toContain(arc.from);
    expect(labels, `arc to ${arc.to}`).toContain(arc.to);
  }
  return readBack(xml);
}

describe("the MISMO 3.4 loan file (issue 21 item 1)", () => {
  it("exports a HELOC as an open-end line with its line amount and first draw, valid against the published schema", async () => {
    const borrower = person("Lee");
    const { browser } = await applicantApplying(it_.world, { borrower });
    const trpc = browser.trpc.application;
    await trpc.personalInfo.save.mutate({
      who: "borrower",
      version: 0,
      answers: personalInfoAnswers({
        firstName: borrower.firstName,
        ssn: borrower.ssn,
        dateOfBirth: borrower.dateOfBirth,
        languagePreference: "korean",
      }),
    });
    await trpc.subjectProperty.save.mutate({ version: 0, answers: subjectPropertyAnswers() as never });
    const row = await applicationIdOf(borrower.email);

    const file = await exported(it_.db, row.id);
    const { deal } = await soundFile(file.xml);
    const loan = at(deal, "LOANS", "LOAN");
    expect(at(loan, "LOAN_DETAIL")).toMatchObject({ HELOCIndicator: "true", OpenEndCreditIndicator: "true" });
    expect(Number(at(loan, "HELOC", "HELOC_RULE").HELOCMaximumBalanceAmount)).toBeGreaterThan(0);
    expect(at(loan, "TERMS_OF_LOAN").LoanPurposeType).toBe("Other");
    const party = at(deal, "PARTIES", "PARTY");
    expect(at(party, "INDIVIDUAL", "NAME").FirstName).toBe(borrower.firstName);
    expect(at(party, "TAXPAYER_IDENTIFIERS", "TAXPAYER_IDENTIFIER")).toMatchObject({
      TaxpayerIdentifierType: "SocialSecurityNumber",
      TaxpayerIdentifierValue: borrower.ssn.replace(/\D/g, ""),
    });
    const role = at(party, "ROLES", "ROLE");
    expect(at(role, "ROLE_DETAIL").PartyRoleType).toBe("Borrower");
    const [month, dayOfMonth, year] = borrower.dateOfBirth.split("/");
    expect(at(role, "BORROWER", "BORROWER_DETAIL").BorrowerBirthDate).toBe(`${year}-${month}-${dayOfMonth}`);
    // Form 1103's answer, as stored with step 1 and shown on the summary.
    expect(at(party, "LANGUAGES", "LANGUAGE").LanguageCode).toBe("kor");
    // Declarations not answered yet are left out, never sent as "no".
    expect(at(role, "BORROWER", "DECLARATION", "DECLARATION_DETAIL").BankruptcyIndicator).toBeUndefined();
    expect(file.leftOut).toContain("Borrower: declarations not answered");
  });

  it("names the assigned loan officer as the individual loan originator with their NMLS ID (decision 089)", async () => {
    const borrower = person("Lee");
    await applicantApplying(it_.world, { borrower });
    const row = await applicationIdOf(borrower.email);
    const before = await exported(it_.db, row.id);
    expect(before.leftOut).toContain(NO_LOAN_OFFICER_YET);
    const lender = await it_.world.organisation("Keystone Home Credit", "lender");
    const officer = await it_.world.staff(lender.id, "lenderLoanOfficer");
    await it_.db.update(staffUsers).set({ nmlsId: "1234567" }).where(eq(staffUsers.id, officer.id));
    await it_.db
      .insert(fileAssignments)
      .values({ applicationId: row.id, loanOfficerId: officer.id, assignedBy: officer.id });

    const after = await exported(it_.db, row.id);
    expect(after.leftOut).not.toContain(NO_LOAN_OFFICER_YET);
    const { deal } = await soundFile(after.xml);
    const originator = all(deal, "PARTIES", "PARTY").find(
      (p) => at(p, "ROLES", "ROLE", "ROLE_DETAIL").PartyRoleType === "LoanOriginator",
    );
    expect(at(originator, "INDIVIDUAL", "NAME")).toMatchObject({
      FirstName: officer.firstName,
      LastName: officer.lastName,
    });
    expect(at(originator, "ROLES", "ROLE", "LICENSES", "LICENSE", "LICENSE_DETAIL").LicenseIdentifier).toBe(
      "1234567",
    );
  });

  it("refuses to export a declined application", async () => {
    const borrower = person("Lee");
    await applicantApplying(it_.world, { borrower });
    const row = await applicationIdOf(borrower.email);
    await it_.db.update(applications).set({ declinedAt: new Date() }).where(eq(applications.id, row.id));
    const answer = await exportLoanFile(it_.db, row.id, EXPORT_DEPENDENCIES);
    expect(answer.kind).toBe("refused");
  });

  it("exports a cash-out refinance with a coborrower, a rental with its mortgage, accounts, other income, a payoff, declarations and demographics", async () => {
    const borrower = person("Landlord");
    const coborrower = person("Lee", { firstName: "Ben" });
    const { browser } = await applicantApplying(it_.world, { borrower, coborrower });
    const trpc = browser.trpc.application;
    const row = await applicationIdOf(borrower.email);
    await it_.db
      .update(applications)
      .set({
        product: "mortgage",
        answers: { ...row.answers, product: "mortgage", mortgagePurpose: "cashOut", cashOutAmount: 40_000 },
      })
      .where(eq(applications.id, row.id));
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
    const step3 = await reportPropertiesConfirmed(browser);
    await trpc.realEstate.save.mutate({
      version: 0,
      answers: {
        properties: step3.answers.properties,
        assets: [
          {
            institution: "First Credit Union",
            accountType: "savings",
            balance: "$40,000",
            accountNumber: "0098-7654-321",
          },
        ],
      },
    });
    await trpc.employment.save.mutate({
      who: "borrower",
      version: 0,
      answers: jobsAnswers([
        [monthsAgo(30), undefined, { employerName: "Blue Fern Clinics", overtime: "$400" }],
      ]),
    });
    await trpc.employment.save.mutate({
      who: "coborrower",
      version: 0,
      answers: jobsAnswers([[monthsAgo(40)]]),
    });
    await trpc.incomeVerification.save.mutate({ version: 0, answers: { method: "manual" } });
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
    await trpc.otherIncome.save.mutate({ who: "coborrower", version: 0, answers: PENSION_INCOME });
    const debts = await debtDecisions(browser, { "Sandbox Bank Visa": { action: "payOff" } });
    await trpc.debtConsolidation.save.mutate(debts as never);
    for (const who of ["borrower", "coborrower"] as const)
      await trpc.demographics.save.mutate({ who, version: 0, answers: DEMOGRAPHICS });
    for (const who of ["borrower", "coborrower"] as const)
      await trpc.declarations.save.mutate({ who, version: 0, answers: DECLARATIONS });

    const file = await exported(it_.db, row.id);
    const { deal } = await soundFile(file.xml);
    const loan = at(deal, "LOANS", "LOAN");
    expect(at(loan, "TERMS_OF_LOAN").LoanPurposeType).toBe("Refinance");
    expect(at(loan, "REFINANCE")).toMatchObject({
      RefinanceCashOutDeterminationType: "CashOut",
      RefinanceCashOutAmount: "40000.00",
    });
    const borrowers = all(deal, "PARTIES", "PARTY").filter(
      (p) => at(p, "ROLES", "ROLE", "ROLE_DETAIL").PartyRoleType === "Borrower",
    );
    expect(borrowers.map((p) => at(p, "INDIVIDUAL", "NAME").FirstName)).toEqual([borrower.firstName, "Ben"]);
    const assets = all(deal, "ASSETS", "ASSET");
    expect(assets.map((a) => at(a, "ASSET_DETAIL").AssetType)).toEqual(["SavingsAccount", "RealEstateOwned"]);
    expect(at(assets[0], "ASSET_DETAIL").AssetAccountIdentifier).toBe("00987654321");
    expect(
      at(assets[1], "OWNED_PROPERTY", "OWNED_PROPERTY_DETAIL").OwnedPropertyRentalIncomeGrossAmount,
    ).toBe("2400.00");
    const liabilities = all(deal, "LIABILITIES", "LIABILITY");
    const visa = liabilities.find((l) => at(l, "LIABILITY_HOLDER", "NAME").FullName === "Sandbox Bank Visa");
    expect(at(visa, "LIABILITY_DETAIL").LiabilityPayoffStatusIndicator).toBe("true");
    const { arcs } = labelsAndArcs(file.xml);
    expect(arcs.some((a) => a.from.startsWith("OWNED_PROPERTY_") && a.to.startsWith("LIABILITY_"))).toBe(
      true,
    );
    expect(arcs.some((a) => a.from.startsWith("CURRENT_INCOME_ITEM_") && a.to.startsWith("EMPLOYER_"))).toBe(
      true,
    );
    const incomes = all(
      at(borrowers[1], "ROLES", "ROLE", "BORROWER", "CURRENT_INCOME"),
      "CURRENT_INCOME_ITEMS",
      "CURRENT_INCOME_ITEM",
    );
    expect(incomes.map((i) => at(i, "CURRENT_INCOME_ITEM_DETAIL").IncomeType)).toEqual(["Base", "Pension"]);
    const declaration = at(borrowers[0], "ROLES", "ROLE", "BORROWER", "DECLARATION", "DECLARATION_DETAIL");
    expect(declaration).toMatchObject({ BankruptcyIndicator: "false", IntentToOccupyType: "Yes" });
  });
});
