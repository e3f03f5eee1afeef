import { describe, expect, it } from "vitest";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import {
  applicantAtEmployment,
  applicantAtIncomePlace,
  BUSINESS_INFORMATION,
} from "../support/application-income-journeys";
import type { Browser } from "../support/auth-client";
import { person } from "../support/prequal-journeys";

const it_ = prequalWorldForEachTest();

type Case = [overrides: Record<string, unknown>, field: string, sentence: string];

/** Each case refused with its sentence beside its field, and nothing saved (issue 9: each invalid field). */
async function expectEachRefused(
  save: (overrides: Record<string, unknown>) => Promise<unknown>,
  cases: readonly Case[],
  savedVersion: () => Promise<number>,
) {
  for (const [overrides, field, sentence] of cases) {
    const refused = await refusalOf(save(overrides));
    expect(refused.code, JSON.stringify(overrides)).toBe("BAD_REQUEST");
    expect(refused.fieldErrors?.[field], JSON.stringify(overrides)).toEqual([sentence]);
  }
  expect(await savedVersion()).toBe(0);
}

/** One pension as the form sends it. */
const pension = { type: "pension" as const, monthlyAmount: "$900" };

describe("application.otherIncome.save refusals (manual income verification)", () => {
  const saveIncome = (browser: Browser, source: Record<string, unknown>, version = 0) =>
    browser.trpc.application.otherIncome.save.mutate({
      who: "borrower",
      version,
      answers: { incomeSources: [source] } as never,
    });

  it("refuses each invalid field with its sentence beside it", async () => {
    const { browser } = await applicantAtIncomePlace(it_.world, "otherIncome", person("Lee"));
    const rental = { type: "rental", propertyId: "p1", rentalUnits: "1", monthlyAmount: "$900" };
    const cases: Case[] = [
      [{ ...pension, type: "lottery" }, "answers.incomeSources.0.type", "Choose the kind of income"],
      [
        { ...pension, monthlyAmount: "" },
        "answers.incomeSources.0.monthlyAmount",
        "Enter the monthly amount",
      ],
      [
        { ...pension, monthlyAmount: "$0" },
        "answers.incomeSources.0.monthlyAmount",
        "Enter the monthly amount of at least $1",
      ],
      [
        { ...pension, monthlyAmount: "-5" },
        "answers.incomeSources.0.monthlyAmount",
        "Enter the monthly amount in dollars, like $250,000",
      ],
      [
        { ...pension, payer: "x".repeat(101) },
        "answers.incomeSources.0.payer",
        "Keep the name of who pays it to 100 characters",
      ],
      [
        { ...rental, propertyId: "" },
        "answers.incomeSources.0.propertyId",
        "Choose the property the rent comes from",
      ],
      [
        { ...rental, rentalUnits: "0" },
        "answers.incomeSources.0.rentalUnits",
        "Enter at least 1 rented unit",
      ],
      [
        { ...rental, rentalUnits: "1.5" },
        "answers.incomeSources.0.rentalUnits",
        "Enter a whole number of units",
      ],
      [
        { type: "foreign", country: "", monthlyAmount: "$100" },
        "answers.incomeSources.0.country",
        "Enter the country the income comes from",
      ],
      [
        { type: "capitalGains", assetDescription: "", monthlyAmount: "$100" },
        "answers.incomeSources.0.assetDescription",
        "Enter the description of what you sold",
      ],
    ];
    await expectEachRefused(
      (source) => saveIncome(browser, source),
      cases,
      async () => (await browser.trpc.application.otherIncome.get.query({ who: "borrower" })).version,
    );
    expect(
      await refusalOf(
        browser.trpc.application.otherIncome.save.mutate({
          who: "borrower",
          version: 0,
          answers: { incomeSources: Array.from({ length: 21 }, () => pension) },
        }),
      ),
    ).toMatchObject({ fieldErrors: { "answers.incomeSources": ["List at most 20 income sources"] } });
  });

  it("refuses other income before income verification is saved (out of order)", async () => {
    const { browser } = await applicantAtIncomePlace(it_.world, "incomeVerification", person("Lee"));
    expect(await refusalOf(saveIncome(browser, pension))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Finish “Income verification” first.",
    });
  });

  it("refuses a save from a tab that loaded an older version (CONFLICT), keeping the first", async () => {
    const { browser } = await applicantAtIncomePlace(it_.world, "otherIncome", person("Lee"));
    await saveIncome(browser, pension);
    expect(await refusalOf(saveIncome(browser, { ...pension, monthlyAmount: "$1,500" }))).toMatchObject({
      code: "CONFLICT",
    });
    const read = await browser.trpc.application.otherIncome.get.query({ who: "borrower" });
    expect(read).toMatchObject({ version: 1, answers: { incomeSources: [{ monthlyAmount: 900 }] } });
  });

  it("keeps applicants apart: another applicant reads and writes only their own, anyone signed out is refused", async () => {
    const ann = await applicantAtIncomePlace(it_.world, "otherIncome", person("Lee"));
    await saveIncome(ann.browser, pension);
    const bea = await applicantAtIncomePlace(it_.world, "otherIncome", person("Lee", { firstName: "Bea" }));
    expect(await bea.browser.trpc.application.otherIncome.get.query({ who: "borrower" })).toMatchObject({
      version: 0,
      answers: null,
    });
    await saveIncome(bea.browser, { ...pension, monthlyAmount: "$3,000" });
    expect(await ann.browser.trpc.application.otherIncome.get.query({ who: "borrower" })).toMatchObject({
      version: 1,
      answers: { incomeSources: [{ monthlyAmount: 900 }] },
    });
    const signedOut = it_.world.browser();
    expect(await refusalOf(saveIncome(signedOut, pension))).toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("application.businessInformation.save refusals (spec §5, a 25% owner)", () => {
  const saveBusiness = (browser: Browser, overrides: Record<string, unknown> = {}, version = 0) =>
    browser.trpc.application.businessInformation.save.mutate({
      who: "borrower",
      version,
      answers: { ...BUSINESS_INFORMATION, startDate: "03/01/2018", ...overrides } as never,
    });

  it("refuses each invalid field with its sentence beside it", async () => {
    const { browser } = await applicantAtIncomePlace(it_.world, "businessInformation", person("Lee"));
    const nextYear = `01/15/${new Date().getUTCFullYear() + 1}`;
    const cases: Case[] = [
      [{ businessName: "" }, "answers.businessName", "Enter the business's name"],
      [{ businessType: "trust" }, "answers.businessType", "Choose the kind of business"],
      [{ ein: "" }, "answers.ein", "Enter the business's EIN, like 12-3456789"],
      [{ ein: "12-345" }, "answers.ein", "Enter the 9 digits of the EIN as XX-XXXXXXX, like 12-3456789"],
      [{ ein: "00-1234567" }, "answers.ein", "An EIN does not start with 00. Check the number"],
      [{ startDate: "" }, "answers.startDate", "Enter a date as MM/DD/YYYY"],
      [
        { startDate: "02/30/2018" },
        "answers.startDate",
        "This date doesn't exist. Check the month and the day",
      ],
      [{ startDate: nextYear }, "answers.startDate", "The business's start date can't be in the future"],
      [
        { ownershipShare: "10" },
        "answers.ownershipShare",
        "This page is for owners of 25% or more. Under 25%, you are an employee of the business",
      ],
      [{ ownershipShare: "101" }, "answers.ownershipShare", "Enter an ownership share of 100% or less"],
      [
        { ownershipShare: "abc" },
        "answers.ownershipShare",
        "Enter your ownership share as a number, like 50",
      ],
      [{ monthlyIncome: "" }, "answers.monthlyIncome", "Enter your monthly income from the business"],
      [
        { monthlyIncome: "-1" },
        "answers.monthlyIncome",
        "Enter your monthly income from the business in dollars, like $250,000",
      ],
    ];
    await expectEachRefused(
      (overrides) => saveBusiness(browser, overrides),
      cases,
      async () => (await browser.trpc.application.businessInformation.get.query({ who: "borrower" })).version,
    );
  });

  it("refuses business information before income verification is saved (out of order)", async () => {
    const at = await applicantAtEmployment(it_.world);
    await at.browser.trpc.application.employment.save.mutate({
      who: "borrower",
      version: 0,
      answers: {
        employments: [
          {
            employerName: "Cy's Bikes",
            position: "Owner",
            employerPhone: "(302) 555-0188",
            employerAddress: { line1: "9 Elm St", line2: "", city: "Dover", state: "DE", zip: "19901" },
            startDate: "03/2018",
            current: "yes",
            endDate: "",
            percentageOwned: "40",
            base: "$5,000",
            overtime: "",
            bonuses: "",
            commissions: "",
          },
        ],
        gapExplanations: [],
      },
    });
    expect(await refusalOf(saveBusiness(at.browser))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Finish “Income verification” first.",
    });
  });

  it("refuses a borrower who owns less than 25% of a current business (no turn here)", async () => {
    const { browser } = await applicantAtIncomePlace(it_.world, "otherIncome", person("Lee"));
    expect(await refusalOf(saveBusiness(browser))).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("refuses a save from a tab that loaded an older version (CONFLICT), keeping the first", async () => {
    const { browser } = await applicantAtIncomePlace(it_.world, "businessInformation", person("Lee"));
    await saveBusiness(browser);
    expect(await refusalOf(saveBusiness(browser, { businessName: "Other name" }))).toMatchObject({
      code: "CONFLICT",
    });
    const read = await browser.trpc.application.businessInformation.get.query({ who: "borrower" });
    expect(read).toMatchObject({ version: 1, answers: { businessName: "Cy's Bikes", ein: "123456789" } });
  });

  it("keeps applicants apart: another applicant reads and writes only their own, anyone signed out is refused", async () => {
    const ann = await applicantAtIncomePlace(it_.world, "businessInformation", person("Lee"));
    await saveBusiness(ann.browser);
    const bea = await applicantAtIncomePlace(
      it_.world,
      "businessInformation",
      person("Lee", { firstName: "Bea" }),
    );
    expect(
      await bea.browser.trpc.application.businessInformation.get.query({ who: "borrower" }),
    ).toMatchObject({
      version: 0,
      answers: null,
    });
    await saveBusiness(bea.browser, { businessName: "Bea's Books" });
    expect(
      await ann.browser.trpc.application.businessInformation.get.query({ who: "borrower" }),
    ).toMatchObject({
      version: 1,
      answers: { businessName: "Cy's Bikes" },
    });
    expect(await refusalOf(saveBusiness(it_.world.browser()))).toMatchObject({ code: "UNAUTHORIZED" });
  });
});
