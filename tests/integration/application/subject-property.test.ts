import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, auditEvents } from "@/server/db/schema";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { applicantApplying } from "../support/application-journeys";
import { completePersonalInfo, subjectPropertyAnswers } from "../support/application-personal-answers";
import { textOfEveryTable } from "../support/application-sections";
import type { Browser } from "../support/auth-client";
import { HOME, person } from "../support/prequal-journeys";

const it_ = prequalWorldForEachTest();

const purchase = {
  purpose: "purchase",
  purchasePrice: "$450,000",
  downPayment: "$90,000",
  downPaymentSource: "giftFunds",
  gifts: [{ kind: "cashGift", source: "relative", amount: "$30,000", deposited: false }],
};

/** An applicant with step 1 saved: step 2 is open. */
async function atStep2() {
  const applying = await applicantApplying(it_.world);
  await completePersonalInfo(applying.browser);
  return applying;
}

const save = (browser: Browser, answers: unknown, version = 0) =>
  browser.trpc.application.subjectProperty.save.mutate({ version, answers: answers as never });

/** Makes the caller's application a mortgage one, as the prequal's new-mortgage step would have. */
async function makeMortgage(email: string) {
  const rows = await it_.db.select().from(applications);
  const row = rows.find((r) => (r.answers as { borrower?: { email?: string } }).borrower?.email === email);
  if (!row) throw new Error(`no application for ${email}`);
  await it_.db
    .update(applications)
    .set({
      product: "mortgage",
      answers: { ...row.answers, product: "mortgage", mortgagePurpose: "cashOut", cashOutAmount: 40_000 },
    })
    .where(eq(applications.id, row.id));
}

describe("application.subjectProperty (step 2, Form 1003 sections 4a, 4d and L3)", () => {
  it("starts from the prequal's address and home, for the application's product", async () => {
    const { browser } = await atStep2();
    expect(await browser.trpc.application.subjectProperty.get.query()).toEqual({
      version: 0,
      product: "heloc",
      answers: null,
      prefill: {
        address: HOME,
        propertyUse: "primaryResidence",
        propertyType: "singleFamily",
        units: 1,
        estimatedValue: 500_000,
      },
    });
  });

  it("saves a home-equity line's property and names step 3 next", async () => {
    const { browser } = await atStep2();
    expect(await save(browser, subjectPropertyAnswers({ isInTrust: "yes", hoaMonthlyFees: "$125" }))).toEqual(
      {
        version: 1,
        next: "/app/application/3",
        notices: [],
      },
    );
    const view = await browser.trpc.application.subjectProperty.get.query();
    expect(view).toMatchObject({
      version: 1,
      answers: { product: "heloc", isInTrust: true, hoaMonthlyFees: 125, address: { state: "DE" } },
    });
  });

  it("refuses step 2 before step 1 is done (steps in order)", async () => {
    const { browser } = await applicantApplying(it_.world);
    expect(await refusalOf(save(browser, subjectPropertyAnswers()))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Finish “Personal information” first.",
    });
  });

  it.each([
    [
      { address: { ...HOME, zip: "94112" } },
      "answers.address.zip",
      "This ZIP code is in California, not Delaware. Check the state or the ZIP code",
    ],
    [
      { address: { ...HOME, state: "ZZ" } },
      "answers.address.state",
      "Choose a US state, DC or Guam from the list",
    ],
    [{ propertyUse: "" }, "answers.propertyUse", "Choose how you use this home"],
    [{ propertyType: "manufactured" }, "answers.propertyType", "Choose the kind of home"],
    [{ units: "9" }, "answers.units", "Choose how many units the building has"],
    [{ estimatedValue: "$5" }, "answers.estimatedValue", "Enter what the home is worth of at least $10,000"],
    [{ titleNames: "" }, "answers.titleNames", "Enter the names on the title"],
    [{ titleManner: "byMagic" }, "answers.titleManner", "Choose how the title is held"],
    [{ isInTrust: "" }, "answers.isInTrust", "Choose yes or no: is the home held in a trust?"],
    [{ hoaMonthlyFees: "" }, "answers.hoaMonthlyFees", "Enter the monthly HOA fees ($0 if none)"],
    [
      { annualPropertyTaxes: "lots" },
      "answers.annualPropertyTaxes",
      "Enter the yearly property taxes in dollars, like $250,000",
    ],
    [
      { annualHomeownersInsurance: "" },
      "answers.annualHomeownersInsurance",
      "Enter the yearly homeowners insurance",
    ],
  ])("refuses %j with its sentence beside the field", async (overrides, field, sentence) => {
    const { browser } = await atStep2();
    const refused = await refusalOf(save(browser, subjectPropertyAnswers(overrides)));
    expect(refused.code).toBe("BAD_REQUEST");
    expect(refused.fieldErrors?.[field]).toEqual([sentence]);
  });

  it("refuses a purchase or refinance on a home-equity line's application", async () => {
    const { browser } = await atStep2();
    expect(
      await refusalOf(save(browser, subjectPropertyAnswers({ product: "mortgage", transaction: purchase }))),
    ).toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/another kind of loan/) });
  });

  it("asks a mortgage application for its purchase or refinance, prefilled from the prequal", async () => {
    const { browser, borrower } = await atStep2();
    await makeMortgage(borrower.email);
    const view = await browser.trpc.application.subjectProperty.get.query();
    expect(view).toMatchObject({
      product: "mortgage",
      prefill: { refinance: { refinancePurpose: "cashOut", cashOutAmount: 40_000 } },
    });
    const missing = await refusalOf(save(browser, subjectPropertyAnswers({ product: "mortgage" })));
    expect(missing.fieldErrors?.["answers.transaction.purpose"]).toEqual([
      "Choose whether you are buying the home or refinancing it",
    ]);
    const noGift = await refusalOf(
      save(browser, subjectPropertyAnswers({ product: "mortgage", transaction: { ...purchase, gifts: [] } })),
    );
    expect(noGift.fieldErrors?.["answers.transaction.gifts"]).toEqual([
      "Add the gift or grant that pays for the down payment",
    ]);
    const saved = await save(browser, subjectPropertyAnswers({ product: "mortgage", transaction: purchase }));
    expect(saved.version).toBe(1);
    expect((await browser.trpc.application.subjectProperty.get.query()).answers).toMatchObject({
      product: "mortgage",
      transaction: {
        purpose: "purchase",
        purchasePrice: 450_000,
        downPayment: 90_000,
        gifts: [{ kind: "cashGift", source: "relative", amount: 30_000, deposited: false }],
      },
    });
  });

  it("refuses a save from a tab that loaded an older version (CONFLICT)", async () => {
    const { browser } = await atStep2();
    await save(browser, subjectPropertyAnswers());
    expect(await refusalOf(save(browser, subjectPropertyAnswers(), 0))).toMatchObject({ code: "CONFLICT" });
    expect((await save(browser, subjectPropertyAnswers(), 1)).version).toBe(2);
  });

  it("lets another applicant neither read nor change this property: each reaches only their own", async () => {
    const ann = await atStep2();
    await save(ann.browser, subjectPropertyAnswers({ titleNames: "Ann Lee" }));
    const bea = await applicantApplying(it_.world, { borrower: person("Lee", { firstName: "Bea" }) });
    expect(await bea.browser.trpc.application.subjectProperty.get.query()).toMatchObject({
      version: 0,
      answers: null,
    });
    expect(
      await refusalOf(save(bea.browser, subjectPropertyAnswers({ titleNames: "Bea Lee" }))),
    ).toMatchObject({
      code: "BAD_REQUEST",
    });
    expect((await ann.browser.trpc.application.subjectProperty.get.query()).answers).toMatchObject({
      titleNames: "Ann Lee",
    });
  });

  it("moves the status to application4 with an audit record, and leaves no SSN or birth date in clear", async () => {
    const { browser, borrower } = await atStep2();
    await save(browser, subjectPropertyAnswers());
    const changes = await it_.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "application.statusChanged"));
    expect(changes.map((c) => c.details)).toContainEqual({ from: "application3", to: "application4" });
    const dump = (await textOfEveryTable(it_.db)).text;
    expect(dump).not.toContain(borrower.ssn.replace(/\D/g, ""));
    const [month, day, year] = borrower.dateOfBirth.split("/");
    expect(dump).not.toContain(borrower.dateOfBirth);
    expect(dump).not.toContain(`${year}-${month}-${day}`);
  });
});
