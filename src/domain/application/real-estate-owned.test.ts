import { describe, expect, it } from "vitest";
import { HOME, landlordReport, RENTAL } from "./credit-report.test-support";
import { realEstateFromCreditReport, realEstateInput, realEstateInputFor } from "./real-estate-owned";

const rental = {
  propertyId: "prop-rental",
  address: { line1: "512 Rental Row", line2: "", city: "Austin", state: "TX", zip: "78701" },
  status: "retained",
  use: "investment",
  value: "$350,000",
  mortgages: [{ creditor: "Sandbox Investor Mortgage", balance: "180,000", monthlyPayment: "1,390" }],
  rentalUnits: "1",
  annualRentalIncome: "28,800",
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("real estate prefill from the credit report (spec §3 property ownership)", () => {
  it("lists each owned property but the home this loan is for", () => {
    const drafts = realEstateFromCreditReport(landlordReport(), HOME);
    expect(drafts.map((d) => d.propertyId)).toEqual(["prop-rental"]);
  });

  it("keeps every property when the subject home is not known", () => {
    expect(realEstateFromCreditReport(landlordReport())).toHaveLength(2);
  });

  it("matches the subject home whatever the case or spacing of its street", () => {
    const subject = { ...HOME, line1: "  12  MAIN st " };
    expect(realEstateFromCreditReport(landlordReport(), subject).map((d) => d.propertyId)).toEqual([
      "prop-rental",
    ]);
  });

  it("turns a property earning rent into a rental with one unit rented and its yearly rent", () => {
    const [draft] = realEstateFromCreditReport(landlordReport(), HOME);
    expect(draft).toMatchObject({
      address: RENTAL,
      use: "investment",
      rentalUnits: 1,
      annualRentalIncome: 28_800,
    });
  });

  it("leaves the use and the value for the applicant when the bureau cannot know them", () => {
    const [home] = realEstateFromCreditReport(landlordReport());
    expect(home).toMatchObject({
      use: null,
      value: null,
      rentalUnits: 0,
      annualRentalIncome: 0,
      status: "retained",
    });
  });

  it("carries the property's mortgages with creditor, balance and monthly payment", () => {
    const [draft] = realEstateFromCreditReport(landlordReport(), HOME);
    expect(draft?.mortgages).toEqual([
      { creditor: "Sandbox Investor Mortgage", balance: 180_000, monthlyPayment: 1_390 },
    ]);
  });

  it("leaves out a closed mortgage with neither balance nor high credit (spec §5)", () => {
    const report = landlordReport();
    const [home, rental] = report.propertyOwnership;
    if (!home || !rental) throw new Error("The landlord owns two properties");
    const closed = { creditor: "Old Bank", balance: 0, hiCredit: 0 };
    report.propertyOwnership = [home, { ...rental, mortgages: [...rental.mortgages, closed] }];
    const [draft] = realEstateFromCreditReport(report, HOME);
    expect(draft?.mortgages.map((m) => m.creditor)).toEqual(["Sandbox Investor Mortgage"]);
  });

  it("prefills nothing without a credit report", () => expect(realEstateFromCreditReport(null)).toEqual([]));
});

describe("real estate answers (Form 1003 section 3)", () => {
  it("accepts a rental as typed into the form, reading dollars and units", () => {
    const result = realEstateInput.safeParse({ properties: [rental] });
    expect(result.success).toBe(true);
    expect(result.data?.properties[0]).toMatchObject({
      value: 350_000,
      rentalUnits: 1,
      annualRentalIncome: 28_800,
    });
    expect(result.data?.properties[0]?.mortgages[0]).toEqual({
      creditor: "Sandbox Investor Mortgage",
      balance: 180_000,
      monthlyPayment: 1_390,
    });
  });

  it("accepts owning no other property", () =>
    expect(realEstateInput.safeParse({ properties: [] }).success).toBe(true));

  it("asks for the value in dollars", () => {
    const result = realEstateInput.safeParse({ properties: [{ ...rental, value: "" }] });
    expect(messagesOf(result)).toEqual(["properties.0.value: Enter what the property is worth"]);
  });

  it("asks for the number of rented units when the property earns rent", () => {
    const result = realEstateInput.safeParse({ properties: [{ ...rental, rentalUnits: "0" }] });
    expect(messagesOf(result)).toEqual([
      "properties.0.rentalUnits: Enter how many units are rented, since this property earns rent",
    ]);
  });

  it("refuses a mortgage balance that is not a whole number of dollars (spec §5)", () => {
    const mortgages = [{ ...rental.mortgages[0], balance: "1,000.50" }];
    const result = realEstateInput.safeParse({ properties: [{ ...rental, mortgages }] });
    expect(messagesOf(result)).toEqual([
      "properties.0.mortgages.0.balance: Enter the balance in whole dollars, $0 or more",
    ]);
  });

  it("asks for the lender of each mortgage", () => {
    const mortgages = [{ ...rental.mortgages[0], creditor: " " }];
    const result = realEstateInput.safeParse({ properties: [{ ...rental, mortgages }] });
    expect(messagesOf(result)).toEqual(["properties.0.mortgages.0.creditor: Enter the name of the lender"]);
  });

  it("refuses a ZIP code of another state than the one chosen", () => {
    const address = { ...rental.address, zip: "10001" };
    const result = realEstateInput.safeParse({ properties: [{ ...rental, address }] });
    expect(messagesOf(result)[0]).toMatch(/^properties\.0\.address\.zip: This ZIP code is in New York/);
  });

  it("refuses two primary residences", () => {
    const home = {
      ...rental,
      propertyId: undefined,
      use: "primaryResidence",
      rentalUnits: "0",
      annualRentalIncome: "",
    };
    const other = { ...home, address: { ...home.address, line1: "9 Elm St" } };
    const result = realEstateInput.safeParse({ properties: [home, other] });
    expect(messagesOf(result)).toEqual([
      "properties.1.use: Only one home can be your primary residence. Choose second home or rental for this one",
    ]);
  });

  it("refuses the same property twice", () => {
    const result = realEstateInput.safeParse({ properties: [rental, rental] });
    expect(messagesOf(result)).toEqual(["properties: A property is listed twice. Remove one"]);
  });

  it("asks for a status and a use", () => {
    const result = realEstateInput.safeParse({ properties: [{ ...rental, status: "", use: undefined }] });
    expect(messagesOf(result)).toEqual([
      "properties.0.status: Choose whether you keep this property, are selling it or sold it",
      "properties.0.use: Choose how you use this home",
    ]);
  });
});

describe("accounts by product (Form 1003 section 2a)", () => {
  const account = {
    institution: "Credit Union",
    accountType: "checking",
    balance: "25,000",
    accountNumber: "1234 5678 9",
  };

  it("asks a mortgage for at least one account funding the down payment and reserves", () => {
    expect(messagesOf(realEstateInputFor("mortgage").safeParse({ properties: [] }))).toEqual([
      "assets: Add at least one account that pays for the down payment, closing costs or reserves",
    ]);
    expect(realEstateInputFor("mortgage").safeParse({ properties: [], assets: [account] }).success).toBe(
      true,
    );
  });

  it("takes no accounts for a HELOC", () => {
    expect(realEstateInputFor("heloc").safeParse({ properties: [] }).success).toBe(true);
    expect(messagesOf(realEstateInputFor("heloc").safeParse({ properties: [], assets: [account] }))).toEqual([
      "assets: A home equity line does not ask for bank accounts. Remove them to go on",
    ]);
  });
});
