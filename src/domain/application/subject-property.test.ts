import { describe, expect, it } from "vitest";
import { home, messagesOf, purchaseForm, subjectPropertyForm } from "./application.test-support";
import { subjectPropertyInput } from "./subject-property";

const parse = (overrides: Record<string, unknown> = {}) =>
  subjectPropertyInput.safeParse(subjectPropertyForm(overrides));
const refusals = (overrides: Record<string, unknown> = {}) => messagesOf(parse(overrides));
const gift = { kind: "cashGift", source: "relative", amount: "$20,000", deposited: "yes" };

describe("property information (Form 1003 sections 4a, 4d and L3; spec §3)", () => {
  it("reads a home-equity line's property: money as numbers, units as a number, yes/no as a boolean", () => {
    expect(parse().data).toEqual({
      product: "heloc",
      address: { ...home, line2: undefined },
      propertyUse: "primaryResidence",
      propertyType: "singleFamily",
      units: 1,
      estimatedValue: 650_000,
      titleNames: "Ann Lee and Bo Lee",
      titleManner: "jointWithSpouse",
      isInTrust: false,
      hoaMonthlyFees: 0,
      annualPropertyTaxes: 4800,
      annualHomeownersInsurance: 1200,
    });
  });

  it("keeps the state as its two-letter code, typed as a code or its full name (DC and Guam too)", () => {
    expect(parse({ address: { ...home, state: "Delaware" } }).data?.address.state).toBe("DE");
    expect(parse({ address: { ...home, state: "DC", zip: "20001" } }).data?.address.state).toBe("DC");
    expect(parse({ address: { ...home, state: "Guam", zip: "96910" } }).data?.address.state).toBe("GU");
  });

  it("refuses each missing answer with its own sentence", () => {
    expect(
      refusals({
        propertyUse: "",
        propertyType: "",
        units: "",
        estimatedValue: "",
        titleNames: "",
        titleManner: "",
        isInTrust: "",
        hoaMonthlyFees: "",
        annualPropertyTaxes: "",
        annualHomeownersInsurance: "",
      }),
    ).toEqual({
      propertyUse: "Choose how you use this home",
      propertyType: "Choose the kind of home",
      units: "Choose how many units the building has",
      estimatedValue: "Enter what the home is worth",
      titleNames: "Enter the names on the title",
      titleManner: "Choose how the title is held",
      isInTrust: "Choose yes or no: is the home held in a trust?",
      hoaMonthlyFees: "Enter the monthly HOA fees ($0 if none)",
      annualPropertyTaxes: "Enter the yearly property taxes",
      annualHomeownersInsurance: "Enter the yearly homeowners insurance",
    });
  });

  it("takes the spec's property uses and picker types, not manufactured homes (spec §3)", () => {
    expect(parse({ propertyUse: "investment", propertyType: "condo" }).success).toBe(true);
    expect(refusals({ propertyType: "manufactured" })).toEqual({ propertyType: "Choose the kind of home" });
  });

  it("takes units 1 to 5, where 5 stands for five or more", () => {
    expect(parse({ units: "5" }).data?.units).toBe(5);
    expect(refusals({ units: "6" })).toEqual({ units: "Choose how many units the building has" });
  });

  it("refuses a value below $10,000 and negative fees", () => {
    expect(refusals({ estimatedValue: "$9,000" })).toEqual({
      estimatedValue: "Enter what the home is worth of at least $10,000",
    });
    expect(refusals({ hoaMonthlyFees: "-5" })).toEqual({
      hoaMonthlyFees: "Enter the monthly HOA fees ($0 if none) in dollars, like $250,000",
    });
  });

  it("records whether the home is held in a trust (isInTrust, spec §3)", () => {
    expect(parse({ isInTrust: "yes" }).data?.isInTrust).toBe(true);
  });

  it("has no purchase or refinance part for a home-equity line", () => {
    expect(parse({ transaction: purchaseForm() }).data).not.toHaveProperty("transaction");
  });
});

describe("a mortgage's purchase or refinance (issue 9: step 2 for a mortgage)", () => {
  const mortgage = (transaction: unknown) => ({ product: "mortgage", transaction });

  it("asks a mortgage whether it is a purchase or a refinance", () => {
    expect(refusals({ product: "mortgage" })).toEqual({
      "transaction.purpose": "Choose whether you are buying the home or refinancing it",
    });
  });

  it("reads a purchase: price, down payment and its source", () => {
    expect(parse(mortgage(purchaseForm())).data).toMatchObject({
      product: "mortgage",
      transaction: {
        purpose: "purchase",
        purchasePrice: 500_000,
        downPayment: 100_000,
        downPaymentSource: "checkingSavings",
        gifts: [],
      },
    });
  });

  it("refuses a down payment as large as the price", () => {
    expect(refusals(mortgage(purchaseForm({ downPayment: "$500,000" })))).toEqual({
      "transaction.downPayment": "The down payment must be less than the purchase price",
    });
  });

  it("asks for the gift or grant when the down payment comes from one", () => {
    expect(refusals(mortgage(purchaseForm({ downPaymentSource: "giftFunds" })))).toEqual({
      "transaction.gifts": "Add the gift or grant that pays for the down payment",
    });
    const withGift = parse(mortgage(purchaseForm({ downPaymentSource: "giftFunds", gifts: [gift] })));
    expect(withGift.data).toMatchObject({
      transaction: { gifts: [{ kind: "cashGift", source: "relative", amount: 20_000, deposited: true }] },
    });
  });

  it("refuses a gift without its source, amount or whether it was deposited", () => {
    expect(
      refusals(mortgage(purchaseForm({ gifts: [{ kind: "grant", source: "", amount: "", deposited: "" }] }))),
    ).toEqual({
      "transaction.gifts.0.source": "Choose who gives it",
      "transaction.gifts.0.amount": "Enter the amount of the gift or grant",
      "transaction.gifts.0.deposited": "Choose yes or no: has it been deposited?",
    });
  });

  it("takes at most 5 gifts or grants", () => {
    expect(refusals(mortgage(purchaseForm({ gifts: Array(6).fill(gift) })))).toEqual({
      "transaction.gifts": "List at most 5 gifts or grants",
    });
  });

  it("asks a cash-out refinance for the amount, and drops it for a rate-and-term one", () => {
    expect(
      refusals(mortgage({ purpose: "refinance", refinancePurpose: "cashOut", cashOutAmount: "" })),
    ).toEqual({
      "transaction.cashOutAmount": "Enter how much cash you want to take out",
    });
    const cashOut = parse(
      mortgage({ purpose: "refinance", refinancePurpose: "cashOut", cashOutAmount: "$40,000" }),
    );
    expect(cashOut.data).toMatchObject({
      transaction: { refinancePurpose: "cashOut", cashOutAmount: 40_000 },
    });
    const rateTerm = parse(
      mortgage({ purpose: "refinance", refinancePurpose: "rateTerm", cashOutAmount: "$40,000" }),
    );
    expect(rateTerm.data).toMatchObject({
      transaction: { refinancePurpose: "rateTerm", cashOutAmount: undefined },
    });
  });

  it("asks what the refinance is for", () => {
    expect(refusals(mortgage({ purpose: "refinance", refinancePurpose: "" }))).toEqual({
      "transaction.refinancePurpose": "Choose what the refinance is for",
    });
  });

  it("reads answers already typed (a saved record) the same way", () => {
    const saved = subjectPropertyInput.parse(
      subjectPropertyForm(mortgage(purchaseForm({ gifts: [gift], downPaymentSource: "grant" }))),
    );
    expect(subjectPropertyInput.parse(saved)).toEqual(saved);
  });
});
