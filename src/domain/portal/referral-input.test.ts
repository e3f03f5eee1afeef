import { describe, expect, it } from "vitest";
import { referralInput } from "./referral-input";

const messages = (input: unknown) =>
  Object.fromEntries(
    (referralInput.safeParse(input).error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
  );

describe("a referral (what a partner knows about the person it sends)", () => {
  it("reads the form's text: names tidied, e-mail lower-cased, phone digits, money in dollars", () => {
    expect(
      referralInput.parse({
        firstName: " Rita ",
        lastName: "Moss",
        email: "Rita.Moss@Mail.test",
        phone: "(302) 555-0100",
        zip: "19801",
        estimatedValue: "$450,000",
        mortgageBalanceEstimate: "$120,500",
      }),
    ).toEqual({
      firstName: "Rita",
      lastName: "Moss",
      email: "rita.moss@mail.test",
      phone: "3025550100",
      zip: "19801",
      estimatedValue: 450_000,
      mortgageBalanceEstimate: 120_500,
    });
  });

  it("leaves out optional fields left empty, blank or null (the API and the form alike)", () => {
    const read = referralInput.parse({
      firstName: "Rita",
      lastName: "Moss",
      email: "rita@mail.test",
      phone: "",
      zip: "   ",
      estimatedValue: null,
    });
    expect(read).toEqual({ firstName: "Rita", lastName: "Moss", email: "rita@mail.test" });
  });

  it("asks for the name and e-mail, and refuses a half-typed ZIP or an amount beyond $50,000,000", () => {
    const answer = messages({ zip: "198  ", estimatedValue: "$60,000,000" });
    expect(Object.keys(answer).sort()).toEqual(["email", "estimatedValue", "firstName", "lastName", "zip"]);
    expect(answer.estimatedValue).toBe("Enter the home's value of at most $50,000,000");
    // The partner types someone else's details: the sentences speak of them.
    expect(answer.firstName).toBe("Enter their first name");
    expect(answer.email).toBe("Enter their e-mail address");
    expect(answer.zip).toBe("Enter the 5 digits of their ZIP code, like 19801");
  });
});
