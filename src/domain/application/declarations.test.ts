import { describe, expect, it } from "vitest";
import { declarationsForm, messagesOf } from "./application.test-support";
import { declarationsInput, declarationsInputFor, sellerQuestionIssue } from "./declarations";

const messages = (input: unknown, schema = declarationsInput) => messagesOf(schema.safeParse(input));

describe("declarations (Form 1003 section 5; spec §3 Declarations)", () => {
  it("accepts every question answered with no follow-ups when none is yes", () => {
    expect(declarationsInput.parse(declarationsForm)).toEqual(declarationsForm);
  });

  it("reads empty and null follow-ups as not given (a hidden field of the form)", () => {
    expect(
      declarationsInput.parse({ ...declarationsForm, bankruptcy: "", borrowedThirdPartyMoneyAmount: null }),
    ).toEqual(declarationsForm);
  });

  it("reads its own output back to the same answers (a saved form reloads unchanged)", () => {
    const full = {
      ...declarationsForm,
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
    const { [key as keyof typeof declarationsForm]: _left, ...rest } = declarationsForm;
    expect(messages(rest)[key]).toMatch(/^Choose yes or no: /);
  });

  it("asks for the bankruptcy's chapter when there was a bankruptcy, among the spec's chapters", () => {
    expect(messages({ ...declarationsForm, hasBankruptcy: true })).toEqual({
      bankruptcy: "Choose the chapter of the bankruptcy",
    });
    for (const chapter of ["7", "11", "12", "13", "15", "other"])
      expect(
        declarationsInput.safeParse({ ...declarationsForm, hasBankruptcy: true, bankruptcy: chapter })
          .success,
      ).toBe(true);
    expect(messages({ ...declarationsForm, hasBankruptcy: true, bankruptcy: "9" })).toHaveProperty(
      "bankruptcy",
    );
  });

  it("refuses a bankruptcy chapter without a bankruptcy", () => {
    expect(messages({ ...declarationsForm, bankruptcy: "7" })).toEqual({
      bankruptcy: "Leave the chapter empty when you have not declared bankruptcy",
    });
  });

  it("asks whether another property was owned in the last 3 years only of someone who will live in the home", () => {
    const { onwershipInterest: _o, ...withoutOwnership } = declarationsForm;
    expect(messages(withoutOwnership)).toEqual({
      onwershipInterest: "Choose yes or no: have you owned any other property in the last 3 years?",
    });
    expect(declarationsInput.safeParse({ ...withoutOwnership, hasIntentToOccupy: false }).success).toBe(true);
    expect(messages({ ...declarationsForm, hasIntentToOccupy: false })).toEqual({
      onwershipInterest: "Answer whether you owned another property only when you will live in this one",
    });
  });

  it("asks for the other property's type and title when one was owned, and refuses them otherwise", () => {
    expect(messages({ ...declarationsForm, onwershipInterest: true })).toEqual({
      otherPropertyType: "Choose how you used that property",
      otherPropertyTitle: "Choose how you held the title",
    });
    expect(
      messages({ ...declarationsForm, otherPropertyType: "secondHome", otherPropertyTitle: "sole" }),
    ).toEqual({
      otherPropertyType: "Leave the property type empty when you have not owned another property",
      otherPropertyTitle: "Leave the title empty when you have not owned another property",
    });
    expect(
      messages({
        ...declarationsForm,
        onwershipInterest: true,
        otherPropertyType: "boat",
        otherPropertyTitle: "sole",
      }),
    ).toEqual({
      otherPropertyType: "Choose how you used that property",
    });
  });

  it("asks for the amount of borrowed money when money is borrowed, in dollars of at least $1", () => {
    expect(messages({ ...declarationsForm, hasBorrowedThirdPartyMoney: true })).toEqual({
      borrowedThirdPartyMoneyAmount: "Enter the amount you are borrowing or receiving",
    });
    expect(
      messages({
        ...declarationsForm,
        hasBorrowedThirdPartyMoney: true,
        borrowedThirdPartyMoneyAmount: "$0",
      }),
    ).toEqual({
      borrowedThirdPartyMoneyAmount: "Enter the amount you are borrowing or receiving of at least $1",
    });
    expect(messages({ ...declarationsForm, borrowedThirdPartyMoneyAmount: 5_000 })).toEqual({
      borrowedThirdPartyMoneyAmount: "Leave the amount empty when you are not borrowing money for this loan",
    });
  });
});

describe("the borrower–seller relationship (Form 1003 5a B: a purchase only)", () => {
  it("is required in a purchase", () => {
    expect(messages(declarationsForm, declarationsInputFor({ purchase: true }))).toEqual({
      hasSpecialBorrowerSellerRelationship:
        "Choose yes or no: are you related to the seller, or do you have a business relationship with them?",
    });
    const answered = { ...declarationsForm, hasSpecialBorrowerSellerRelationship: false };
    expect(declarationsInputFor({ purchase: true }).safeParse(answered).success).toBe(true);
  });

  it("is refused outside a purchase (a HELOC, a refinance)", () => {
    const answered = declarationsInput.parse({
      ...declarationsForm,
      hasSpecialBorrowerSellerRelationship: true,
    });
    expect(sellerQuestionIssue(answered, { purchase: false })).toBe(
      "The question about the seller is asked only when you are buying a home",
    );
    expect(sellerQuestionIssue(declarationsInput.parse(declarationsForm), { purchase: false })).toBeNull();
  });
});
