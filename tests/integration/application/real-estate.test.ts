import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications } from "@/server/db/schema";
import { readSection } from "@/server/services/application/section-store";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { applicantApplying } from "../support/application-journeys";
import { RENTAL_FORM, reportPropertiesConfirmed } from "../support/application-real-estate-answers";
import {
  applicationContextOf,
  applicationRow,
  saveScreensBefore,
  textOfEveryTable,
} from "../support/application-sections";
import { HOME, newFlowToOffer, person } from "../support/prequal-journeys";

const it_ = prequalWorldForEachTest();

/** A landlord (the persona owning a rental) whose application is open, with steps 1 and 2 saved. */
async function landlordAtStep3() {
  const applying = await applicantApplying(it_.world, { borrower: person("Landlord") });
  const ctx = await applicationContextOf(it_.world.api.prequal, applying.borrower.email);
  await saveScreensBefore(ctx, "realEstate");
  const { view, answers } = await reportPropertiesConfirmed(applying.browser);
  const [property] = answers.properties;
  if (!property) throw new Error("the landlord's rental is prefilled");
  return { ...applying, ctx, view, property };
}

describe("application.realEstate.get: prefilled from the credit report (spec §3 property ownership)", () => {
  it("shows the Landlord persona's rental, not the home this loan is for, with its mortgage and rent", async () => {
    const { browser } = await applicantApplying(it_.world, { borrower: person("Landlord") });
    const view = await browser.trpc.application.realEstate.get.query();
    expect(view).toMatchObject({ version: 0, product: "heloc", prefilled: true });
    expect(view.answers.properties).toHaveLength(1);
    expect(view.answers.properties[0]).toMatchObject({
      fromCreditReport: true,
      address: {
        line1: expect.stringMatching(/Rental Row$/),
        city: HOME.city,
        state: HOME.state,
        zip: HOME.zip,
      },
      status: "retained",
      use: "investment",
      value: null,
      mortgages: [{ creditor: "Sandbox Investor Mortgage", balance: 180_000, monthlyPayment: 1_390 }],
      rentalUnits: 1,
      annualRentalIncome: 28_800,
    });
    expect(view.answers.assets).toEqual([]);
  });

  it("prefills nothing for a persona who owns only the home", async () => {
    const { browser } = await applicantApplying(it_.world);
    expect((await browser.trpc.application.realEstate.get.query()).answers.properties).toEqual([]);
  });
});

describe("application.realEstate.save", () => {
  it("keeps the corrected rental under the report's id, moves on to step 4 and the status to application5", async () => {
    const { browser, ctx, property } = await landlordAtStep3();
    const saved = await browser.trpc.application.realEstate.save.mutate({
      version: 0,
      answers: { properties: [{ ...property, value: "$375,000", rentalUnits: "2" }] },
    });
    expect(saved).toEqual({ version: 1, next: "/app/application/4", notices: [] });
    const view = await browser.trpc.application.realEstate.get.query();
    expect(view).toMatchObject({ version: 1, prefilled: false });
    expect(view.answers.properties[0]).toMatchObject({
      propertyId: property.propertyId,
      fromCreditReport: true,
      value: 375_000,
      rentalUnits: 2,
    });
    expect((await applicationRow(it_.db, ctx.application.id)).applicationStatus).toBe("application5");
  });

  it("notes a report property taken off the list, and gives an added property an id of its own", async () => {
    const { browser, ctx, property } = await landlordAtStep3();
    const added = {
      ...property,
      propertyId: "someone-elses-id",
      address: { ...property.address, line1: "9 Elm Street" },
    };
    await browser.trpc.application.realEstate.save.mutate({ version: 0, answers: { properties: [added] } });
    const section = await readSection<{
      properties: { propertyId: string }[];
      removedReportPropertyIds: string[];
    }>(it_.db, ctx.deps.fieldKey, ctx.application.id, "realEstate", "application");
    expect(section.data?.removedReportPropertyIds).toEqual([property.propertyId]);
    expect(section.data?.properties[0]?.propertyId).toMatch(/^own-/);
  });

  it.each([
    ["properties.0.value", { value: "" }, "Enter what the property is worth"],
    [
      "properties.0.status",
      { status: "rented" },
      "Choose whether you keep this property, are selling it or sold it",
    ],
    ["properties.0.use", { use: "" }, "Choose how you use this home"],
    [
      "properties.0.rentalUnits",
      { rentalUnits: "0" },
      "Enter how many units are rented, since this property earns rent",
    ],
    [
      "properties.0.annualRentalIncome",
      { annualRentalIncome: "lots" },
      "Enter the yearly rent in dollars, like $250,000",
    ],
    [
      "properties.0.address.line1",
      { address: { ...RENTAL_FORM.address, line1: "" } },
      "Enter the street address",
    ],
    [
      "properties.0.address.zip",
      { address: { ...RENTAL_FORM.address, line1: "1 A St", zip: "123" } },
      undefined,
    ],
    [
      "properties.0.mortgages.0.balance",
      { mortgages: [{ creditor: "Bank", balance: "-5", monthlyPayment: "$10" }] },
      undefined,
    ],
    [
      "properties.0.mortgages.0.creditor",
      { mortgages: [{ creditor: "", balance: "$5", monthlyPayment: "$10" }] },
      "Enter the name of the lender",
    ],
  ])("refuses %s with a sentence beside the field", async (field, change, sentence) => {
    const { browser, property } = await landlordAtStep3();
    const refusal = await refusalOf(
      browser.trpc.application.realEstate.save.mutate({
        version: 0,
        answers: { properties: [{ ...property, ...change }] } as never,
      }),
    );
    expect(refusal.code).toBe("BAD_REQUEST");
    const messages = refusal.fieldErrors?.[`answers.${field}`];
    expect(messages, JSON.stringify(refusal.fieldErrors)).toBeDefined();
    if (sentence) expect(messages).toEqual([sentence]);
  });

  it("refuses accounts on a HELOC", async () => {
    const { browser } = await landlordAtStep3();
    const account = {
      institution: "Bank",
      accountType: "checking" as const,
      balance: "$5,000",
      accountNumber: "12345678",
    };
    const refusal = await refusalOf(
      browser.trpc.application.realEstate.save.mutate({
        version: 0,
        answers: { properties: [], assets: [account] },
      }),
    );
    expect(refusal.fieldErrors).toEqual({
      "answers.assets": ["A home equity line does not ask for bank accounts. Remove them to go on"],
    });
  });

  it("refuses a save before the earlier steps, naming the first one to finish", async () => {
    const { browser } = await applicantApplying(it_.world, { borrower: person("Landlord") });
    const refusal = await refusalOf(
      browser.trpc.application.realEstate.save.mutate({ version: 0, answers: { properties: [] } }),
    );
    expect(refusal).toMatchObject({ code: "BAD_REQUEST", message: "Finish “Personal information” first." });
  });

  it("refuses a stale version: another tab saved first", async () => {
    const { browser } = await landlordAtStep3();
    await browser.trpc.application.realEstate.save.mutate({ version: 0, answers: { properties: [] } });
    const refusal = await refusalOf(
      browser.trpc.application.realEstate.save.mutate({ version: 0, answers: { properties: [] } }),
    );
    expect(refusal).toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/^These answers were changed/),
    });
  });

  it("refuses anyone but the applicant whose offer is accepted; another applicant only ever reaches their own", async () => {
    const landlord = await landlordAtStep3();
    await landlord.browser.trpc.application.realEstate.save.mutate({
      version: 0,
      answers: { properties: [landlord.property] },
    });
    const other = await applicantApplying(it_.world);
    const theirs = await other.browser.trpc.application.realEstate.get.query();
    expect(theirs).toMatchObject({ version: 0, answers: { properties: [] } });
    expect(await refusalOf(it_.world.browser().trpc.application.realEstate.get.query())).toMatchObject({
      code: "UNAUTHORIZED",
    });
    const notAccepted = it_.world.browser();
    await newFlowToOffer(it_.world, notAccepted, person("Lee"));
    expect(
      await refusalOf(
        notAccepted.trpc.application.realEstate.save.mutate({ version: 0, answers: { properties: [] } }),
      ),
    ).toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("accounts for a mortgage (Form 1003 section 2a)", () => {
  it("keeps an account number sealed: never in clear in any column, only its last four shown back", async () => {
    const { browser, ctx } = await landlordAtStep3();
    // The journey walks to a HELOC; the product is the only thing that differs for this rule.
    await it_.db
      .update(applications)
      .set({ product: "mortgage" })
      .where(eq(applications.id, ctx.application.id));
    const number = "00987654321";
    const account = {
      institution: "First Credit Union",
      accountType: "savings" as const,
      balance: "$40,000",
      accountNumber: "0098-7654-321",
    };
    expect(
      await refusalOf(
        browser.trpc.application.realEstate.save.mutate({ version: 0, answers: { properties: [] } }),
      ),
    ).toMatchObject({
      fieldErrors: {
        "answers.assets": [
          "Add at least one account that pays for the down payment, closing costs or reserves",
        ],
      },
    });
    await browser.trpc.application.realEstate.save.mutate({
      version: 0,
      answers: { properties: [], assets: [account] },
    });
    const view = await browser.trpc.application.realEstate.get.query();
    expect(view.answers.assets).toEqual([
      {
        accountId: expect.stringMatching(/^acct-/),
        institution: "First Credit Union",
        accountType: "savings" as const,
        balance: 40_000,
        accountNumberLastFour: "4321",
      },
    ]);
    expect(JSON.stringify(view)).not.toContain(number);
    const dump = await textOfEveryTable(it_.db);
    expect(dump.tables).toContain("application_sections");
    expect(dump.text.includes(number)).toBe(false);
    expect(dump.text.includes("0098-7654-321")).toBe(false);

    // Saved again without typing the number: the sealed one is kept.
    const [saved] = view.answers.assets;
    const again = { ...account, accountId: saved?.accountId, accountNumber: "" };
    await browser.trpc.application.realEstate.save.mutate({
      version: 1,
      answers: { properties: [], assets: [again] },
    });
    const section = await readSection(
      it_.db,
      ctx.deps.fieldKey,
      ctx.application.id,
      "realEstate",
      "application",
    );
    expect(Object.values(section.sensitive)).toEqual([number]);
  });
});
