import { describe, expect, it } from "vitest";
import { formatDateInput } from "@/domain/format/date";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { applicantAtEmployment, jobsAnswers } from "../support/application-income-journeys";
import { applicantApplying } from "../support/application-journeys";
import { person } from "../support/prequal-journeys";

const it_ = prequalWorldForEachTest();

/** MM/YYYY so many months before today: the tests follow the calendar, as the two years do. */
const monthsAgo = (months: number) => {
  const now = new Date();
  return formatDateInput(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)), "month");
};

describe("application.employment (step 4, spec §3, §5)", () => {
  it("saves two years of employment and names income verification next", async () => {
    const { browser } = await applicantAtEmployment(it_.world);
    const saved = await browser.trpc.application.employment.save.mutate({
      who: "borrower",
      version: 0,
      answers: jobsAnswers([[monthsAgo(30)]]),
    });
    expect(saved).toEqual({ version: 1, next: "/app/application/income-verification", notices: [] });
    const read = await browser.trpc.application.employment.get.query({ who: "borrower" });
    expect(read.version).toBe(1);
    expect(read.answers.employments[0]).toMatchObject({
      employerName: "Employer 1",
      employerPhone: "3025550188",
      base: 5000,
      endDate: null,
      dataSource: "Manual",
    });
    expect(read.answers.employments[0]?.startDate).toBeInstanceOf(Date);
  });

  it("refuses a history that does not cover the last 2 years, naming the months to explain (spec §5)", async () => {
    const { browser } = await applicantAtEmployment(it_.world);
    const refusal = await refusalOf(
      browser.trpc.application.employment.save.mutate({
        who: "borrower",
        version: 0,
        answers: jobsAnswers([[monthsAgo(12)]]),
      }),
    );
    expect(refusal).toMatchObject({ code: "BAD_REQUEST" });
    expect(refusal.message + JSON.stringify(refusal.fieldErrors ?? {})).toMatch(
      /Tell us what you were doing from \w+ \d{4} to \w+ \d{4}/,
    );
  });

  it("refuses a gap longer than 31 days until it is explained, then saves it (spec §5)", async () => {
    const { browser } = await applicantAtEmployment(it_.world);
    const answers = jobsAnswers([[monthsAgo(40), monthsAgo(10)], [monthsAgo(6)]]);
    const refusal = await refusalOf(
      browser.trpc.application.employment.save.mutate({ who: "borrower", version: 0, answers }),
    );
    expect(JSON.stringify(refusal.fieldErrors)).toContain("answers.gapExplanations.0.explanation");
    const read = await browser.trpc.application.employment.get.query({ who: "borrower" });
    expect(read.version).toBe(0);

    const end = new Date();
    const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 10 + 1, 0));
    const from = lastDay.toISOString().slice(0, 10);
    const saved = await browser.trpc.application.employment.save.mutate({
      who: "borrower",
      version: 0,
      answers: { ...answers, gapExplanations: [{ from, explanation: "Moved across the country" }] },
    });
    expect(saved.version).toBe(1);
    const after = await browser.trpc.application.employment.get.query({ who: "borrower" });
    expect(after.answers.gapExplanations).toEqual([{ from, explanation: "Moved across the country" }]);
  });

  it("refuses each invalid field with a sentence beside it", async () => {
    const { browser } = await applicantAtEmployment(it_.world);
    const refusal = await refusalOf(
      browser.trpc.application.employment.save.mutate({
        who: "borrower",
        version: 0,
        answers: jobsAnswers([[monthsAgo(30), undefined, { employerPhone: "12", base: "" }]]),
      }),
    );
    expect(refusal.fieldErrors).toMatchObject({
      "answers.employments.0.employerPhone": [expect.stringContaining("10 digits")],
      "answers.employments.0.base": ["Enter your monthly base pay"],
    });
  });

  it("refuses every other invalid field (dates, ownership share, negative pay, missing employer…) beside it", async () => {
    const { browser } = await applicantAtEmployment(it_.world);
    const address = jobsAnswers([[monthsAgo(30)]]).employments[0]?.employerAddress;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ employerName: "" }, "employerName", "Enter the employer or business name"],
      [{ position: "" }, "position", "Enter the position or title"],
      [{ startDate: "" }, "startDate", "Enter the month you started, like 03/2021"],
      [{ startDate: "2020-01" }, "startDate", "Enter the month you started as MM/YYYY"],
      [{ startDate: "13/2020" }, "startDate", "This date doesn't exist. Check the month and the day"],
      [{ current: "" }, "current", "Choose yes or no: do you still work here?"],
      [{ current: "no", endDate: "" }, "endDate", "Enter the month you left, like 03/2021"],
      [{ current: "no", endDate: "2019" }, "endDate", "Enter the month you left as MM/YYYY"],
      [
        { startDate: "06/2020", current: "no", endDate: "01/2020" },
        "endDate",
        "The month you left must be on or after the month you started",
      ],
      [{ percentageOwned: "101" }, "percentageOwned", "Enter an ownership share of 100% or less"],
      [{ percentageOwned: "-5" }, "percentageOwned", "Enter your ownership share as a number, like 25"],
      [{ base: "-100" }, "base", "Enter your monthly base pay in dollars, like $250,000"],
      [{ overtime: "-1" }, "overtime", "Enter your monthly overtime in dollars, like $250,000"],
      [{ bonuses: "abc" }, "bonuses", "Enter your monthly bonuses in dollars, like $250,000"],
      [{ commissions: "-3" }, "commissions", "Enter your monthly commissions in dollars, like $250,000"],
      [{ employerAddress: { ...address, line1: "" } }, "employerAddress.line1", "Enter the street address"],
      [
        { employerAddress: { ...address, zip: "1" } },
        "employerAddress.zip",
        "Enter the 5 digits of your ZIP code, like 19801",
      ],
    ];
    for (const [overrides, field, sentence] of cases) {
      const refusal = await refusalOf(
        browser.trpc.application.employment.save.mutate({
          who: "borrower",
          version: 0,
          answers: jobsAnswers([[monthsAgo(30), undefined, overrides]]),
        }),
      );
      expect(refusal.code, JSON.stringify(overrides)).toBe("BAD_REQUEST");
      expect(refusal.fieldErrors?.[`answers.employments.0.${field}`], JSON.stringify(overrides)).toEqual([
        sentence,
      ]);
    }
    expect((await browser.trpc.application.employment.get.query({ who: "borrower" })).version).toBe(0);
  });

  it("refuses step 4 before steps 1 to 3 are saved (out of order)", async () => {
    const { browser } = await applicantApplying(it_.world);
    expect(
      await refusalOf(
        browser.trpc.application.employment.save.mutate({
          who: "borrower",
          version: 0,
          answers: jobsAnswers([[monthsAgo(30)]]),
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: "Finish “Personal information” first." });
  });

  it("refuses a stale version: the later save is told to reload (CONFLICT)", async () => {
    const { browser } = await applicantAtEmployment(it_.world);
    const answers = jobsAnswers([[monthsAgo(30)]]);
    await browser.trpc.application.employment.save.mutate({ who: "borrower", version: 0, answers });
    expect(
      await refusalOf(
        browser.trpc.application.employment.save.mutate({ who: "borrower", version: 0, answers }),
      ),
    ).toMatchObject({ code: "CONFLICT" });
  });

  it("keeps applicants apart: each reads and writes only their own application", async () => {
    const ann = await applicantAtEmployment(it_.world);
    const bea = await applicantAtEmployment(it_.world, { borrower: person("Lee", { firstName: "Bea" }) });
    await ann.browser.trpc.application.employment.save.mutate({
      who: "borrower",
      version: 0,
      answers: jobsAnswers([[monthsAgo(30), undefined, { employerName: "Ann's Bakery" }]]),
    });
    const beas = await bea.browser.trpc.application.employment.get.query({ who: "borrower" });
    expect(beas).toMatchObject({ version: 0, answers: { employments: [] } });
    expect(
      await refusalOf(it_.world.browser().trpc.application.employment.get.query({ who: "borrower" })),
    ).toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("opens business information for a 25% owner, and says it no longer applies when the share drops (spec §5)", async () => {
    const { browser } = await applicantAtEmployment(it_.world);
    const owner = jobsAnswers([[monthsAgo(30), undefined, { percentageOwned: "40" }]]);
    await browser.trpc.application.employment.save.mutate({ who: "borrower", version: 0, answers: owner });
    await browser.trpc.application.incomeVerification.save.mutate({
      version: 0,
      answers: { method: "manual" },
    });
    const journey = await browser.trpc.application.journey.query();
    expect(journey.places.map((p) => p.step)).toContain("businessInformation");
    const business = await browser.trpc.application.businessInformation.get.query({ who: "borrower" });
    expect(business.fromEmployment).toMatchObject({ businessName: "Employer 1", ownershipShare: 40 });
    const saved = await browser.trpc.application.businessInformation.save.mutate({
      who: "borrower",
      version: 0,
      answers: {
        businessName: "Employer 1",
        businessType: "llc",
        ein: "12-3456789",
        startDate: monthsAgo(30),
        ownershipShare: "40",
        monthlyIncome: "$5,000",
      },
    });
    expect(saved.next).toBe("/app/application/other-income");
    const steps = async () => (await browser.trpc.application.summary.get.query()).groups.map((g) => g.step);
    expect(await steps()).toContain("businessInformation");

    const employee = jobsAnswers([[monthsAgo(30), undefined, { percentageOwned: "10" }]]);
    const after = await browser.trpc.application.employment.save.mutate({
      who: "borrower",
      version: 1,
      answers: employee,
    });
    expect(after.notices).toEqual([expect.stringContaining("no longer applies")]);
    const places = (await browser.trpc.application.journey.query()).places.map((p) => p.step);
    expect(places).not.toContain("businessInformation");
    // Kept but ignored (decision 037): the summary and its PDF leave the business out.
    expect(await steps()).not.toContain("businessInformation");
  });

  it("takes the coborrower's turn after the borrower's, and asks business information only of the owner", async () => {
    const { browser } = await applicantAtEmployment(it_.world, {
      borrower: person("Lee"),
      coborrower: person("Lee", { firstName: "Ben" }),
    });
    const first = await browser.trpc.application.employment.save.mutate({
      who: "borrower",
      version: 0,
      answers: jobsAnswers([[monthsAgo(30)]]),
    });
    expect(first.next).toBe("/app/application/4?borrower=coborrower");
    const second = await browser.trpc.application.employment.save.mutate({
      who: "coborrower",
      version: 0,
      answers: jobsAnswers([[monthsAgo(30), undefined, { percentageOwned: "60" }]]),
    });
    expect(second.next).toBe("/app/application/income-verification");
    const chosen = await browser.trpc.application.incomeVerification.save.mutate({
      version: 0,
      answers: { method: "manual" },
    });
    expect(chosen.next).toBe("/app/application/business-information?borrower=coborrower");
    expect(
      await refusalOf(
        browser.trpc.application.businessInformation.save.mutate({
          who: "borrower",
          version: 0,
          answers: {
            businessName: "Not mine",
            businessType: "llc",
            ein: "12-3456789",
            startDate: monthsAgo(30),
            ownershipShare: "60",
            monthlyIncome: "$1",
          },
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST" });
  });
});
