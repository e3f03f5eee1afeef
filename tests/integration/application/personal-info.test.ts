import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "@/server/db/schema";
import { saveApplicationStep } from "@/server/services/application/save-application-step";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { applicantApplying } from "../support/application-journeys";
import { personalInfoAnswers } from "../support/application-personal-answers";
import { applicationContextOf, textOfEveryTable } from "../support/application-sections";
import { HOME, person } from "../support/prequal-journeys";

const it_ = prequalWorldForEachTest();
const lastFour = (ssn: string) => ssn.replace(/\D/g, "").slice(-4);

describe("application.personalInfo (step 1, Form 1003 section 1a)", () => {
  it("answers the SSN on file only masked, whether a birth date is on file, and the credit step's name and phone", async () => {
    const { browser, borrower } = await applicantApplying(it_.world);
    const view = await browser.trpc.application.personalInfo.get.query({ who: "borrower" });
    expect(view).toEqual({
      version: 0,
      answers: null,
      identity: { ssnMasked: `*** - ** - ${lastFour(borrower.ssn)}`, hasDateOfBirth: true },
      prefill: {
        firstName: borrower.firstName,
        lastName: borrower.lastName,
        phone: "3025550142",
        // The home is the borrower's primary residence: their current address to start from.
        currentAddress: HOME,
      },
    });
    expect(JSON.stringify(view)).not.toContain(borrower.ssn.replace(/\D/g, ""));
  });

  it("saves valid answers, names step 2 next, and answers them back with the SSN's last four only", async () => {
    const { browser, borrower } = await applicantApplying(it_.world);
    const saved = await browser.trpc.application.personalInfo.save.mutate({
      who: "borrower",
      version: 0,
      answers: personalInfoAnswers({
        currentResidence: { ...personalInfoAnswers().currentResidence, years: "1" },
        formerResidence: {
          address: { line1: "9 Elm Road", line2: "", city: "Newark", state: "DE", zip: "19711" },
          years: "4",
          months: "0",
        },
      }),
    });
    expect(saved).toEqual({ version: 1, next: "/app/application/2", notices: [] });
    const view = await browser.trpc.application.personalInfo.get.query({ who: "borrower" });
    expect(view.version).toBe(1);
    expect(view.answers).toMatchObject({
      firstName: "Ann",
      phone: "3025550100",
      dependantAges: [6],
      currentResidence: { years: 1, months: 3, housing: "own", address: { state: "DE" } },
      formerResidence: { years: 4, address: { city: "Newark" } },
      ssnLastFour: lastFour(borrower.ssn),
    });
  });

  it("accepts the SSN and birth date of the credit check typed again", async () => {
    const { browser, borrower } = await applicantApplying(it_.world);
    const saved = await browser.trpc.application.personalInfo.save.mutate({
      who: "borrower",
      version: 0,
      answers: personalInfoAnswers({ ssn: borrower.ssn, dateOfBirth: borrower.dateOfBirth }),
    });
    expect(saved.version).toBe(1);
  });

  it("refuses another SSN or birth date than the credit was checked with (decision 027)", async () => {
    const { browser, borrower } = await applicantApplying(it_.world);
    const save = (overrides: Record<string, unknown>) =>
      browser.trpc.application.personalInfo.save.mutate({
        who: "borrower",
        version: 0,
        answers: personalInfoAnswers(overrides),
      });
    const ssn = await refusalOf(save({ ssn: "123-45-6789" }));
    expect(ssn).toMatchObject({ code: "BAD_REQUEST" });
    expect(ssn.fieldErrors?.ssn?.[0]).toContain(`*** - ** - ${lastFour(borrower.ssn)}`);
    expect(ssn.fieldErrors?.ssn?.[0]).toMatch(/not the Social Security number we checked your credit with/);
    const born = await refusalOf(save({ dateOfBirth: "01/02/1970" }));
    expect(born.fieldErrors?.dateOfBirth?.[0]).toMatch(/not the date of birth we checked your credit with/);
    expect((await browser.trpc.application.personalInfo.get.query({ who: "borrower" })).version).toBe(0);
  });

  it.each([
    [{ firstName: "" }, "answers.firstName", "Enter your first name"],
    [
      { lastName: "L3e" },
      "answers.lastName",
      "Use only letters, spaces, hyphens and apostrophes in your last name",
    ],
    [{ suffix: "esq" }, "answers.suffix", "Choose a suffix from the list, or none"],
    [{ ssn: "123-45-678" }, "answers.ssn", "Enter the 9 digits of your Social Security number"],
    [
      { dateOfBirth: "02/30/1980" },
      "answers.dateOfBirth",
      "This date doesn't exist. Check the month and the day",
    ],
    [{ citizenship: "martian" }, "answers.citizenship", "Choose your citizenship"],
    [{ maritalStatus: "" }, "answers.maritalStatus", "Choose your marital status"],
    [
      { dependantCount: "x" },
      "answers.dependantCount",
      "Enter how many dependents you have (0 if none) as a whole number, like 3",
    ],
    [{ dependantAges: "6, 9" }, "answers.dependantAges", "Enter the age of your dependent"],
    [{ phone: "555-0100" }, "answers.phone", "Enter the 10 digits of your phone number, like (555) 123-4567"],
    [{ militaryStatus: "" }, "answers.militaryStatus", "Choose your military service status"],
  ])("refuses %j with its sentence beside the field", async (overrides, field, sentence) => {
    const { browser } = await applicantApplying(it_.world);
    const refused = await refusalOf(
      browser.trpc.application.personalInfo.save.mutate({
        who: "borrower",
        version: 0,
        answers: personalInfoAnswers(overrides),
      }),
    );
    expect(refused.code).toBe("BAD_REQUEST");
    expect(refused.fieldErrors?.[field]).toEqual([sentence]);
  });

  it("refuses a stay under 2 years without the former address, and a renter without the rent", async () => {
    const { browser } = await applicantApplying(it_.world);
    const current = personalInfoAnswers().currentResidence;
    const refused = await refusalOf(
      browser.trpc.application.personalInfo.save.mutate({
        who: "borrower",
        version: 0,
        answers: personalInfoAnswers({ currentResidence: { ...current, years: "1", housing: "rent" } }),
      }),
    );
    expect(refused.fieldErrors).toMatchObject({
      "answers.formerResidence.address.line1": [
        "You have lived at your current address for less than 2 years: enter your former address",
      ],
      "answers.currentResidence.monthlyRent": ["Enter your monthly rent"],
    });
  });

  it("refuses a save from a tab that loaded an older version (CONFLICT)", async () => {
    const { browser } = await applicantApplying(it_.world);
    const save = (version: number) =>
      browser.trpc.application.personalInfo.save.mutate({
        who: "borrower",
        version,
        answers: personalInfoAnswers(),
      });
    await save(0);
    expect(await refusalOf(save(0))).toMatchObject({
      code: "CONFLICT",
      message:
        "These answers were changed in another tab or device. Reload the page to see the latest before saving again.",
    });
    expect((await save(1)).version).toBe(2);
  });

  it("lets another applicant neither read nor change these answers: each reaches only their own", async () => {
    const ann = await applicantApplying(it_.world);
    await ann.browser.trpc.application.personalInfo.save.mutate({
      who: "borrower",
      version: 0,
      answers: personalInfoAnswers(),
    });
    const bea = await applicantApplying(it_.world, { borrower: person("Lee", { firstName: "Bea" }) });
    const beas = await bea.browser.trpc.application.personalInfo.get.query({ who: "borrower" });
    expect(beas).toMatchObject({ version: 0, answers: null });
    expect(beas.identity.ssnMasked).toBe(`*** - ** - ${lastFour(bea.borrower.ssn)}`);
    await bea.browser.trpc.application.personalInfo.save.mutate({
      who: "borrower",
      version: 0,
      answers: personalInfoAnswers({ firstName: "Bea", maritalStatus: "unmarried" }),
    });
    const anns = await ann.browser.trpc.application.personalInfo.get.query({ who: "borrower" });
    expect(anns).toMatchObject({ version: 1, answers: { firstName: "Ann", maritalStatus: "married" } });
  });

  it("starts afresh from the credit step's answers when the saved section does not read as step 1's", async () => {
    const { browser, borrower } = await applicantApplying(it_.world);
    const ctx = await applicationContextOf(it_.world.api.prequal, borrower.email);
    await saveApplicationStep(ctx, {
      step: "personalInfo",
      who: "borrower",
      version: 0,
      data: { legalName: "x" },
    });
    const view = await browser.trpc.application.personalInfo.get.query({ who: "borrower" });
    expect(view).toMatchObject({ version: 1, answers: null, prefill: { firstName: borrower.firstName } });
  });

  it("refuses the coborrower's turn on an application without one", async () => {
    const { browser } = await applicantApplying(it_.world);
    expect(
      await refusalOf(browser.trpc.application.personalInfo.get.query({ who: "coborrower" })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: "This application has no coborrower.",
    });
  });

  it("takes the coborrower's turn after the borrower's, with the coborrower's own SSN masked", async () => {
    const coborrower = person("Lee", { firstName: "Ben" });
    const { browser } = await applicantApplying(it_.world, { coborrower });
    const save = (who: "borrower" | "coborrower") =>
      browser.trpc.application.personalInfo.save.mutate({ who, version: 0, answers: personalInfoAnswers() });
    expect(await refusalOf(save("coborrower"))).toMatchObject({ code: "BAD_REQUEST" });
    expect((await save("borrower")).next).toBe("/app/application/1?borrower=coborrower");
    const view = await browser.trpc.application.personalInfo.get.query({ who: "coborrower" });
    expect(view.identity.ssnMasked).toBe(`*** - ** - ${lastFour(coborrower.ssn)}`);
    expect(view.prefill.firstName).toBe("Ben");
    expect((await save("coborrower")).next).toBe("/app/application/2");
  });

  it("moves the status to application3 with an audit record, and leaves no SSN or birth date in clear in any table", async () => {
    const { browser, borrower } = await applicantApplying(it_.world);
    await browser.trpc.application.personalInfo.save.mutate({
      who: "borrower",
      version: 0,
      answers: personalInfoAnswers({ ssn: borrower.ssn, dateOfBirth: borrower.dateOfBirth }),
    });
    const changes = await it_.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "application.statusChanged")));
    expect(changes.map((c) => c.details)).toContainEqual(expect.objectContaining({ to: "application3" }));
    const dump = (await textOfEveryTable(it_.db)).text;
    expect(dump).not.toContain(borrower.ssn.replace(/\D/g, ""));
    expect(dump).not.toContain(borrower.ssn);
    const [month, day, year] = borrower.dateOfBirth.split("/");
    expect(dump).not.toContain(borrower.dateOfBirth);
    expect(dump).not.toContain(`${year}-${month}-${day}`);
  });
});
