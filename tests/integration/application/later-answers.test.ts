import { describe, expect, it } from "vitest";
import {
  rentNoLongerApplies,
  SELLER_ANSWER_IGNORED,
  SELLER_ANSWER_NEEDED,
} from "@/domain/application/later-answers";
import { prequalWorldForEachTest } from "../prequal/prequal-world";
import { applicantApplying } from "../support/application-journeys";
import { subjectPropertyAnswers } from "../support/application-personal-answers";
import { reportPropertiesConfirmed } from "../support/application-real-estate-answers";
import { applicationContextOf, saveScreensBefore } from "../support/application-sections";
import { person } from "../support/prequal-journeys";
import { applicantAt, DECLARATIONS, makePurchase } from "./declarations-world";

const it_ = prequalWorldForEachTest();

/**
 * Issue 9: "Editing an earlier step after later ones keeps later answers unless they no longer
 * apply, and says so" (decision 037).
 */

/** A landlord whose other income has a rent from the rental step 3 confirmed, and a pension. */
async function landlordWithRent() {
  const applying = await applicantApplying(it_.world, { borrower: person("Landlord") });
  const ctx = await applicationContextOf(it_.world.api.prequal, applying.borrower.email);
  await saveScreensBefore(ctx, "realEstate");
  const step3 = await reportPropertiesConfirmed(applying.browser);
  await applying.browser.trpc.application.realEstate.save.mutate({ version: 0, answers: step3.answers });
  await saveScreensBefore(ctx, "otherIncome");
  const { properties } = await applying.browser.trpc.application.otherIncome.get.query({ who: "borrower" });
  const [rental] = step3.answers.properties;
  const rented = properties.find((p) => p.propertyId === rental?.propertyId);
  if (!rental || !rented) throw new Error("the landlord's rental is among the properties rent comes from");
  await applying.browser.trpc.application.otherIncome.save.mutate({
    who: "borrower",
    version: 0,
    answers: {
      incomeSources: [
        { type: "rental", propertyId: rented.propertyId, rentalUnits: "1", monthlyAmount: "$2,400" },
        { type: "pension", monthlyAmount: "$900" },
      ],
    },
  });
  return { ...applying, ctx, rental, label: rented.label };
}

async function otherIncomeRows(browser: Awaited<ReturnType<typeof landlordWithRent>>["browser"]) {
  const { groups } = await browser.trpc.application.summary.get.query();
  return groups.find((g) => g.step === "otherIncome")?.rows ?? [];
}

describe("a rent whose property step 3 no longer lists", () => {
  it("is named in the notice of the step 3 save that removes the property, kept, and left out of the summary", async () => {
    const { browser, label } = await landlordWithRent();
    const saved = await browser.trpc.application.realEstate.save.mutate({
      version: 1,
      answers: { properties: [] },
    });
    expect(saved.notices).toEqual([rentNoLongerApplies(label, "borrower")]);
    const rows = await otherIncomeRows(browser);
    expect(rows).toEqual([
      { label: "Pension", value: "$900" },
      { label: "Total monthly income", value: "$900" },
      { label: "Left out", value: "$2,400 a month of rent from a property no longer on your application" },
    ]);
    expect(JSON.stringify(rows)).not.toContain("A property");
    // Kept but ignored: the answer is still there for the applicant to change.
    const kept = await browser.trpc.application.otherIncome.get.query({ who: "borrower" });
    expect(kept.answers?.incomeSources.map((s) => s.type)).toEqual(["rental", "pension"]);
    // The notice is given once, by the save that made the rent stale.
    const again = await browser.trpc.application.realEstate.save.mutate({
      version: 2,
      answers: { properties: [] },
    });
    expect(again.notices).toEqual([]);
  });

  it("is named too when the property is marked sold, and counts again once the property is kept", async () => {
    const { browser, rental, label } = await landlordWithRent();
    const sold = await browser.trpc.application.realEstate.save.mutate({
      version: 1,
      answers: { properties: [{ ...rental, status: "sold", rentalUnits: "0", annualRentalIncome: "$0" }] },
    });
    expect(sold.notices).toEqual([rentNoLongerApplies(label, "borrower")]);
    const retained = await browser.trpc.application.realEstate.save.mutate({
      version: 2,
      answers: { properties: [rental] },
    });
    expect(retained.notices).toEqual([]);
    expect(await otherIncomeRows(browser)).toContainEqual({
      label: "Rental income",
      value: `$2,400 (${label}, 1 unit)`,
    });
  });
});

const REFINANCE = { purpose: "refinance", refinancePurpose: "rateTerm" };
const PURCHASE = {
  purpose: "purchase",
  purchasePrice: "$450,000",
  downPayment: "$90,000",
  downPaymentSource: "checkingSavings",
  gifts: [],
};
const mortgageStep2 = (transaction: unknown) =>
  subjectPropertyAnswers({ product: "mortgage", transaction }) as never;

/** A purchase mortgage with every screen saved, the declarations answering the seller question. */
async function purchaseWithDeclarations() {
  const at = await applicantAt(it_.world, "declarations");
  await makePurchase(it_.world, at.ctx.application.id);
  await at.browser.trpc.application.declarations.save.mutate({
    who: "borrower",
    version: 0,
    answers: { ...DECLARATIONS, hasSpecialBorrowerSellerRelationship: true },
  });
  return at;
}

const SELLER_QUESTION = "Are you related to the seller, or do you have a business relationship with them?";

describe("the seller answer when step 2 changes between purchase and refinance (Form 1003 5a B)", () => {
  it("is kept but ignored once the loan is a refinance, and the save says so", async () => {
    const { browser } = await purchaseWithDeclarations();
    const before = await browser.trpc.application.summary.get.query();
    const declarations = (groups: typeof before.groups) =>
      groups.find((g) => g.step === "declarations")?.rows.map((r) => r.label) ?? [];
    expect(declarations(before.groups)).toContain(SELLER_QUESTION);

    const { version } = await browser.trpc.application.subjectProperty.get.query();
    const saved = await browser.trpc.application.subjectProperty.save.mutate({
      version,
      answers: mortgageStep2(REFINANCE),
    });
    expect(saved.notices).toEqual([SELLER_ANSWER_IGNORED]);
    expect(saved.next).toBe("/app/application/application-summary");
    const after = await browser.trpc.application.summary.get.query();
    expect(declarations(after.groups)).not.toContain(SELLER_QUESTION);
    expect(after.unfinished).toBeNull();
    expect((await browser.trpc.application.declarations.get.query({ who: "borrower" })).purchase).toBe(false);
  });

  it("must be answered again when a refinance becomes a purchase: declarations count as not done", async () => {
    const { browser } = await purchaseWithDeclarations();
    const { version } = await browser.trpc.application.subjectProperty.get.query();
    await browser.trpc.application.subjectProperty.save.mutate({
      version,
      answers: mortgageStep2(REFINANCE),
    });
    // Declarations saved again for the refinance, without the seller question.
    await browser.trpc.application.declarations.save.mutate({
      who: "borrower",
      version: 1,
      answers: DECLARATIONS,
    });

    const back = await browser.trpc.application.subjectProperty.save.mutate({
      version: version + 1,
      answers: mortgageStep2(PURCHASE),
    });
    expect(back.notices).toEqual([SELLER_ANSWER_NEEDED]);
    expect(back.next).toBe("/app/application/7");
    const summary = await browser.trpc.application.summary.get.query();
    expect(summary.unfinished).toEqual({ title: "Declarations", path: "/app/application/7" });
    expect((await browser.trpc.application.journey.query()).resume).toBe("/app/application/7");
    expect(
      (
        await browser.trpc.application.declarations.save.mutate({
          who: "borrower",
          version: 2,
          answers: { ...DECLARATIONS, hasSpecialBorrowerSellerRelationship: false },
        })
      ).next,
    ).toBe("/app/application/application-summary");
    expect((await browser.trpc.application.summary.get.query()).unfinished).toBeNull();
  });

  it("gives no notice when step 2 is saved again with the same purpose", async () => {
    const { browser } = await purchaseWithDeclarations();
    const { version } = await browser.trpc.application.subjectProperty.get.query();
    const saved = await browser.trpc.application.subjectProperty.save.mutate({
      version,
      answers: mortgageStep2(PURCHASE),
    });
    expect(saved.notices).toEqual([]);
  });
});
