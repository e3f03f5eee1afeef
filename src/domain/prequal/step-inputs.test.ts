import { describe, expect, it } from "vitest";
import { addressInput, creditInput, newMortgageInput } from "./step-inputs";

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

const home = { line1: "100 Main Street", city: "Wilmington", state: "DE", zip: "19801" };

describe("prequalification's answers (spec §5: validated on the server with the form's schema)", () => {
  it("reads an address with a ZIP+4, and the value typed as money", () => {
    expect(
      addressInput.parse({ address: { ...home, zip: "19801-1234" }, estimatedValue: "$650,000" }),
    ).toEqual({
      address: { ...home, zip: "19801" },
      estimatedValue: 650_000,
    });
  });

  it("refuses a ZIP code of another state than the one chosen, saying which state the ZIP is in", () => {
    const result = addressInput.safeParse({ address: { ...home, zip: "94112" }, estimatedValue: "$650,000" });
    expect(messages(result)).toEqual({
      "address.zip": "This ZIP code is in California, not Delaware. Check the state or the ZIP code",
    });
  });

  const credit = {
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    phone: "(302) 555-0100",
    dateOfBirth: "03/21/1985",
    ssn: "123-45-6789",
    annualIncome: "$120,000",
    withCoborrower: "no",
    consent: true,
  };

  it("takes the credit step's strings and gives typed answers", () => {
    expect(creditInput.parse(credit)).toMatchObject({
      ssn: "123456789",
      annualIncome: 120_000,
      withCoborrower: false,
    });
  });

  it("refuses someone under 18 and a soft pull without consent, in words", () => {
    const young = `01/01/${new Date().getUTCFullYear() - 17}`;
    expect(messages(creditInput.safeParse({ ...credit, dateOfBirth: young, consent: false }))).toEqual({
      dateOfBirth: "You must be 18 or older to apply",
      consent: "Tick the box to let us check your credit. It does not affect your credit score",
    });
  });

  it("asks a purchase for a down payment below the price", () => {
    const result = newMortgageInput.safeParse({
      product: "mortgage",
      purpose: "purchase",
      purchasePrice: "$400,000",
      downPayment: "$400,000",
    });
    expect(messages(result)).toEqual({ downPayment: "The down payment must be less than the price" });
  });
});
