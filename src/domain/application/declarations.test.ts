import { describe, expect, it } from "vitest";
import { declarationsInput, declarationsInputFor, sellerQuestionIssue } from "./declarations";

const messages = (input: unknown, schema = declarationsInput) => {
  const result = schema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
};

/** Everyone's answers "no" except living in the home, which asks the ownership question. */
const clean = {
  hasIntentToOccupy: true,
  onwershipInterest: false,
  hasBorrowedThirdPartyMoney: false,
  wantsAnotherMortgage: false,
  wantsAnotherLoan: false,
  isPropertySubjectToLien: false,
  isGuarantorOrCosigor: false,
  hasOustandingJudgements: false,
  hasFederalDebt: false,
  isPartyToLawsuit: false,
  hasConveyedForeclosure: false,
  doneShortSale: false,
  hasForeclosure: false,
  hasBankruptcy: false,
};

describe("declarations (Form 1003 section 5; spec §3 Declarations)", () => {
  it("accepts every question answered with no follow-ups when none is yes", () => {
    expect(declarationsInput.parse(clean)).toEqual(clean);
  });

  it("reads empty and null follow-ups as not given (a hidden field of the form)", () => {
    expect(
      declarationsInput.parse({ ...clean, bankruptcy: "", borrowedThirdPartyMoneyAmount: null }),
    ).toEqual(clean);
  });

  it("reads its own output back to the same answers (a saved form reloads unchanged)", () => {
    const full = {
      ...clean,
      onwershipInterest: true,
      otherPropertyType: "investment",
      otherPropertyTitle: "jointWithSpouse",
      hasBorrowedThirdPartyMoney: true,
      borrowedThirdPartyMoneyAmount: "$12,500",
      hasBankruptcy: true,
      bankruptcy: "13",
    };
    const once = declarationsInput.parse(full);
    expect(once.borrowedThirdPartyMoneyAmount).toBe(12_500);
    expect(declarationsInput.parse(once)).toEqual(once);
  });

  it.each([
    "hasIntentToOccupy",
    "hasBorrowedThirdPartyMoney",
    "wantsAnotherMortgage",
    "wantsAnotherLoan",
    "isPropertySubjectToLien",
    "isGuarantorOrCosigor",
    "hasOustandingJudgements",
    "hasFederalDebt",
    "isPartyToLawsuit",
    "hasConveyedForeclosure",
    "doneShortSale",
    "hasForeclosure",
    "hasBankruptcy",
  ])("asks for a yes or no to %s", (key) => {
    const { [key as keyof typeof clean]: _left, ...rest } = clean;
    expect(messages(rest)[key]).toMatch(/^Choose yes or no: /);
  });

  it("asks for the bankruptcy's chapter when there was a bankruptcy, among the spec's chapters", () => {
    expect(messages({ ...clean, hasBankruptcy: true })).toEqual({
      bankruptcy: "Choose the chapter of the bankruptcy",
    });
    for (const chapter of ["7", "11", "12", "13", "15", "other"])
      expect(
        declarationsInput.safeParse({ ...clean, hasBankruptcy: true, bankruptcy: chapter }).success,
      ).toBe(true);
    expect(messages({ ...clean, hasBankruptcy: true, bankruptcy: "9" })).toHaveProperty("bankruptcy");
  });

  it("refuses a bankruptcy chapter without a bankruptcy", () => {
    expect(messages({ ...clean, bankruptcy: "7" })).toEqual({
      bankruptcy: "Leave the chapter empty when you have not declared bankruptcy",
    });
  });

  it("asks whether another property was owned in the last 3 years only of someone who will live in the home", () => {
    const { onwershipInterest: _o, ...withoutOwnership } = clean;
    expect(messages(withoutOwnership)).toEqual({
      onwershipInterest: "Choose yes or no: have you owned any other property in the last 3 years?",
    });
    expect(declarationsInput.safeParse({ ...withoutOwnership, hasIntentToOccupy: false }).success).toBe(true);
    expect(messages({ ...clean, hasIntentToOccupy: false })).toEqual({
      onwershipInterest: "Answer whether you owned another property only when you will live in this one",
    });
  });

  it("asks for the other property's type and title when one was owned, and refuses them otherwise", () => {
    expect(messages({ ...clean, onwershipInterest: true })).toEqual({
      otherPropertyType: "Choose how you used that property",
      otherPropertyTitle: "Choose how you held the title",
    });
    expect(messages({ ...clean, otherPropertyType: "secondHome", otherPropertyTitle: "sole" })).toEqual({
      otherPropertyType: "Leave the property type empty when you have not owned another property",
      otherPropertyTitle: "Leave the title empty when you have not owned another property",
    });
    expect(
      messages({ ...clean, onwershipInterest: true, otherPropertyType: "boat", otherPropertyTitle: "sole" }),
    ).toEqual({
      otherPropertyType: "Choose how you used that property",
    });
  });

  it("asks for the amount of borrowed money when money is borrowed, in dollars of at least $1", () => {
    expect(messages({ ...clean, hasBorrowedThirdPartyMoney: true })).toEqual({
      borrowedThirdPartyMoneyAmount: "Enter the amount you are borrowing or receiving",
    });
    expect(
      messages({ ...clean, hasBorrowedThirdPartyMoney: true, borrowedThirdPartyMoneyAmount: "$0" }),
    ).toEqual({
      borrowedThirdPartyMoneyAmount: "Enter the amount you are borrowing or receiving of at least $1",
    });
    expect(messages({ ...clean, borrowedThirdPartyMoneyAmount: 5_000 })).toEqual({
      borrowedThirdPartyMoneyAmount: "Leave the amount empty when you are not borrowing money for this loan",
    });
  });
});

describe("the borrower–seller relationship (Form 1003 5a B: a purchase only)", () => {
  it("is required in a purchase", () => {
    expect(messages(clean, declarationsInputFor({ purchase: true }))).toEqual({
      hasSpecialBorrowerSellerRelationship:
        "Choose yes or no: are you related to the seller, or do you have a business relationship with them?",
    });
    const answered = { ...clean, hasSpecialBorrowerSellerRelationship: false };
    expect(declarationsInputFor({ purchase: true }).safeParse(answered).success).toBe(true);
  });

  it("is refused outside a purchase (a HELOC, a refinance)", () => {
    const answered = declarationsInput.parse({ ...clean, hasSpecialBorrowerSellerRelationship: true });
    expect(sellerQuestionIssue(answered, { purchase: false })).toBe(
      "The question about the seller is asked only when you are buying a home",
    );
    expect(sellerQuestionIssue(declarationsInput.parse(clean), { purchase: false })).toBeNull();
  });
});
