import { describe, expect, it } from "vitest";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { newFlowToOffer, person } from "../support/prequal-journeys";
import { applicantAt, DECLARATIONS, DEMOGRAPHICS, makePurchase } from "./declarations-world";

const it_ = prequalWorldForEachTest();

describe("application.demographics (step 6, Form 1003 section 8)", () => {
  it("saves the borrower's answers, moves on to step 7 and reads them back as saved", async () => {
    const { browser } = await applicantAt(it_.world, "demographics");
    expect(await browser.trpc.application.demographics.get.query({ who: "borrower" })).toEqual({
      version: 0,
      answers: null,
    });
    const saved = await browser.trpc.application.demographics.save.mutate({
      who: "borrower",
      version: 0,
      answers: DEMOGRAPHICS,
    });
    expect(saved).toEqual({ version: 1, next: "/app/application/7", notices: [] });
    const read = await browser.trpc.application.demographics.get.query({ who: "borrower" });
    expect(read.version).toBe(1);
    expect(read.answers?.race).toMatchObject({
      asian: true,
      otherAsian: true,
      otherAsianOrigin: "Hmong",
      white: false,
    });
    expect(read.answers?.sex).toEqual({ female: false, male: false, wontInform: true });
  });

  it.each([
    [
      "'I do not wish to provide' with a choice",
      { sex: { wontInform: true, female: true } },
      "answers.sex.wontInform",
    ],
    ["a group left empty", { ethnicity: {} }, "answers.ethnicity.wontInform"],
    ["a sub-flag without its parent", { ethnicity: { cuban: true } }, "answers.ethnicity.cuban"],
    [
      "'Other Asian' without the typed race",
      { race: { asian: true, otherAsian: true } },
      "answers.race.otherAsianOrigin",
    ],
    [
      "a typed origin without its box",
      { race: { white: true, otherPacificIslanderOrigin: "Tongan" } },
      "answers.race.otherPacificIslanderOrigin",
    ],
    [
      "a typed origin over 100 characters",
      { race: { asian: true, otherAsian: true, otherAsianOrigin: "x".repeat(101) } },
      "answers.race.otherAsianOrigin",
    ],
  ])("refuses %s, naming the field", async (_case, change, field) => {
    const { browser } = await applicantAt(it_.world, "demographics");
    const refusal = await refusalOf(
      browser.trpc.application.demographics.save.mutate({
        who: "borrower",
        version: 0,
        answers: { ...DEMOGRAPHICS, ...change },
      }),
    );
    expect(refusal.code).toBe("BAD_REQUEST");
    expect(Object.keys(refusal.fieldErrors ?? {})).toContain(field);
  });

  it("changes nothing of the offer: demographic answers are never a pricing input (decision 030)", async () => {
    const { browser, borrower } = await applicantAt(it_.world, "demographics");
    const quote = () =>
      browser.trpc.quote.current.query({ email: borrower.email, fetchOriginationFee: true });
    const before = await quote();
    expect(before).not.toBeNull();
    const saved = await browser.trpc.application.demographics.save.mutate({
      who: "borrower",
      version: 0,
      answers: DEMOGRAPHICS,
    });
    await browser.trpc.application.demographics.save.mutate({
      who: "borrower",
      version: saved.version,
      answers: {
        ethnicity: { notHispanicOrLatino: true },
        race: { blackOrAfricanAmerican: true },
        sex: { male: true },
      },
    });
    expect(await quote()).toEqual(before);
  });

  it("refuses step 6 before the earlier steps are saved", async () => {
    const { browser } = await applicantAt(it_.world, null);
    expect(
      await refusalOf(
        browser.trpc.application.demographics.save.mutate({
          who: "borrower",
          version: 0,
          answers: DEMOGRAPHICS,
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: "Finish “Personal information” first." });
  });

  it("refuses a save from a stale tab with CONFLICT, keeping the first save", async () => {
    const { browser } = await applicantAt(it_.world, "demographics");
    await browser.trpc.application.demographics.save.mutate({
      who: "borrower",
      version: 0,
      answers: DEMOGRAPHICS,
    });
    const refusal = await refusalOf(
      browser.trpc.application.demographics.save.mutate({
        who: "borrower",
        version: 0,
        answers: { ...DEMOGRAPHICS, sex: { male: true } },
      }),
    );
    expect(refusal).toMatchObject({
      code: "CONFLICT",
      message:
        "These answers were changed in another tab or device. Reload the page to see the latest before saving again.",
    });
    const read = await browser.trpc.application.demographics.get.query({ who: "borrower" });
    expect(read.answers?.sex.wontInform).toBe(true);
  });

  it("asks for the coborrower's turn after the borrower's, on the same step", async () => {
    const { browser } = await applicantAt(it_.world, "demographics", {
      coborrower: person("Lee", { firstName: "Ben" }),
    });
    const saved = await browser.trpc.application.demographics.save.mutate({
      who: "borrower",
      version: 0,
      answers: DEMOGRAPHICS,
    });
    expect(saved.next).toBe("/app/application/6?borrower=coborrower");
    const coborrower = await browser.trpc.application.demographics.save.mutate({
      who: "coborrower",
      version: 0,
      answers: { ...DEMOGRAPHICS, sex: { male: true } },
    });
    expect(coborrower.next).toBe("/app/application/7");
    expect(
      (await browser.trpc.application.demographics.get.query({ who: "coborrower" })).answers?.sex.male,
    ).toBe(true);
    expect(
      (await browser.trpc.application.demographics.get.query({ who: "borrower" })).answers?.sex.male,
    ).toBe(false);
  });

  it("refuses the coborrower's answers of an application without one", async () => {
    const { browser } = await applicantAt(it_.world, "demographics");
    expect(
      await refusalOf(browser.trpc.application.demographics.get.query({ who: "coborrower" })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: "This application has no coborrower.",
    });
  });

  it("answers another applicant their own (empty) answers, never the first one's; refuses those without an accepted offer", async () => {
    const { browser } = await applicantAt(it_.world, "demographics");
    await browser.trpc.application.demographics.save.mutate({
      who: "borrower",
      version: 0,
      answers: DEMOGRAPHICS,
    });
    const other = await applicantAt(it_.world, null);
    expect(await other.browser.trpc.application.demographics.get.query({ who: "borrower" })).toEqual({
      version: 0,
      answers: null,
    });
    const offered = it_.world.browser();
    expect((await newFlowToOffer(it_.world, offered, person("Lee"))).declined).toBe(false);
    expect(
      await refusalOf(offered.trpc.application.demographics.get.query({ who: "borrower" })),
    ).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(
      await refusalOf(it_.world.browser().trpc.application.demographics.get.query({ who: "borrower" })),
    ).toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("application.declarations (step 7, Form 1003 section 5)", () => {
  it("saves every declaration with its follow-ups and goes to the summary", async () => {
    const { browser } = await applicantAt(it_.world, "declarations");
    expect((await browser.trpc.application.declarations.get.query({ who: "borrower" })).purchase).toBe(false);
    const answers = {
      ...DECLARATIONS,
      onwershipInterest: true,
      otherPropertyType: "investment",
      otherPropertyTitle: "jointWithSpouse",
      hasBorrowedThirdPartyMoney: true,
      borrowedThirdPartyMoneyAmount: "$7,500",
      hasBankruptcy: true,
      bankruptcy: "7",
    };
    const saved = await browser.trpc.application.declarations.save.mutate({
      who: "borrower",
      version: 0,
      answers,
    });
    expect(saved).toEqual({ version: 1, next: "/app/application/application-summary", notices: [] });
    const read = await browser.trpc.application.declarations.get.query({ who: "borrower" });
    expect(read.answers).toMatchObject({
      borrowedThirdPartyMoneyAmount: 7_500,
      bankruptcy: "7",
      otherPropertyTitle: "jointWithSpouse",
    });
  });

  it.each([
    ["a bankruptcy without its chapter", { hasBankruptcy: true }, "answers.bankruptcy"],
    ["a chapter without a bankruptcy", { bankruptcy: "13" }, "answers.bankruptcy"],
    [
      "borrowed money without its amount",
      { hasBorrowedThirdPartyMoney: true },
      "answers.borrowedThirdPartyMoneyAmount",
    ],
    [
      "an amount without borrowed money",
      { borrowedThirdPartyMoneyAmount: 500 },
      "answers.borrowedThirdPartyMoneyAmount",
    ],
    [
      "another property owned without its type and title",
      { onwershipInterest: true },
      "answers.otherPropertyType",
    ],
    [
      "a property type without another property owned",
      { otherPropertyType: "secondHome" },
      "answers.otherPropertyType",
    ],
    [
      "the ownership question without living in the home",
      { hasIntentToOccupy: false },
      "answers.onwershipInterest",
    ],
    ["a question left unanswered", { hasFederalDebt: undefined }, "answers.hasFederalDebt"],
    [
      "the seller question outside a purchase",
      { hasSpecialBorrowerSellerRelationship: false },
      "answers.hasSpecialBorrowerSellerRelationship",
    ],
  ])("refuses %s, naming the field", async (_case, change, field) => {
    const { browser } = await applicantAt(it_.world, "declarations");
    const refusal = await refusalOf(
      browser.trpc.application.declarations.save.mutate({
        who: "borrower",
        version: 0,
        answers: { ...DECLARATIONS, ...change } as typeof DECLARATIONS,
      }),
    );
    expect(refusal.code).toBe("BAD_REQUEST");
    expect(Object.keys(refusal.fieldErrors ?? {})).toContain(field);
  });

  it("asks about the seller in a purchase, and refuses the answers without it", async () => {
    const { browser, ctx } = await applicantAt(it_.world, "declarations");
    await makePurchase(it_.world, ctx.application.id);
    expect((await browser.trpc.application.declarations.get.query({ who: "borrower" })).purchase).toBe(true);
    const refusal = await refusalOf(
      browser.trpc.application.declarations.save.mutate({
        who: "borrower",
        version: 0,
        answers: DECLARATIONS,
      }),
    );
    expect(refusal.fieldErrors).toEqual({
      "answers.hasSpecialBorrowerSellerRelationship": [
        "Choose yes or no: are you related to the seller, or do you have a business relationship with them?",
      ],
    });
    const saved = await browser.trpc.application.declarations.save.mutate({
      who: "borrower",
      version: 0,
      answers: { ...DECLARATIONS, hasSpecialBorrowerSellerRelationship: true },
    });
    expect(saved.version).toBe(1);
  });

  it("refuses step 7 before step 6 is saved", async () => {
    const { browser } = await applicantAt(it_.world, "demographics");
    expect(
      await refusalOf(
        browser.trpc.application.declarations.save.mutate({
          who: "borrower",
          version: 0,
          answers: DECLARATIONS,
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: "Finish “Demographic information” first." });
  });

  it("refuses a stale version with CONFLICT", async () => {
    const { browser } = await applicantAt(it_.world, "declarations");
    await browser.trpc.application.declarations.save.mutate({
      who: "borrower",
      version: 0,
      answers: DECLARATIONS,
    });
    await browser.trpc.application.declarations.save.mutate({
      who: "borrower",
      version: 1,
      answers: DECLARATIONS,
    });
    expect(
      await refusalOf(
        browser.trpc.application.declarations.save.mutate({
          who: "borrower",
          version: 1,
          answers: DECLARATIONS,
        }),
      ),
    ).toMatchObject({ code: "CONFLICT" });
  });

  it("keeps applicants apart: another applicant reads and writes only their own, anyone signed out is refused", async () => {
    const ann = await applicantAt(it_.world, "declarations");
    await ann.browser.trpc.application.declarations.save.mutate({
      who: "borrower",
      version: 0,
      answers: { ...DECLARATIONS, hasBankruptcy: true, bankruptcy: "7" },
    });
    const bea = await applicantAt(it_.world, "declarations");
    expect(await bea.browser.trpc.application.declarations.get.query({ who: "borrower" })).toEqual({
      version: 0,
      answers: null,
      purchase: false,
    });
    await bea.browser.trpc.application.declarations.save.mutate({
      who: "borrower",
      version: 0,
      answers: DECLARATIONS,
    });
    expect(await ann.browser.trpc.application.declarations.get.query({ who: "borrower" })).toMatchObject({
      version: 1,
      answers: { hasBankruptcy: true, bankruptcy: "7" },
    });
    expect(
      await refusalOf(
        it_.world.browser().trpc.application.declarations.save.mutate({
          who: "borrower",
          version: 0,
          answers: DECLARATIONS,
        }),
      ),
    ).toMatchObject({ code: "UNAUTHORIZED" });
  });
});
