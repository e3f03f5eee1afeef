import { describe, expect, it } from "vitest";
import { type CoborrowerFields, coborrowerAnswers, coborrowerFormInput } from "./coborrower-choice";

const empty: CoborrowerFields = {
  withCoborrower: null,
  firstName: "",
  lastName: "",
  dateOfBirth: "",
  ssn: "",
  annualIncome: "",
  email: "",
  consent: false,
};

const grace: CoborrowerFields = {
  withCoborrower: true,
  firstName: "Grace",
  lastName: "Hopper",
  dateOfBirth: "12/09/1966",
  ssn: "219-09-9999",
  annualIncome: "$85,000",
  email: "",
  consent: true,
};

const messageOf = (values: CoborrowerFields, field: string) =>
  coborrowerFormInput.safeParse(values).error?.issues.find((issue) => issue.path.join(".") === field)
    ?.message;

describe("the coborrower screen (old flow)", () => {
  it("asks for a yes or no in words before anything else", () => {
    expect(messageOf(empty, "withCoborrower")).toBe("Choose yes or no: is anyone applying with you?");
  });

  it("takes a no alone, and sends only that", () => {
    expect(coborrowerFormInput.parse({ ...empty, withCoborrower: false })).toEqual({ withCoborrower: false });
    expect(coborrowerAnswers({ ...grace, withCoborrower: false })).toEqual({ withCoborrower: false });
  });

  it("wants the coborrower's own consent to their soft pull, in words saying it does not affect their score", () => {
    expect(messageOf({ ...grace, consent: false }, "consent")).toMatch(/does not affect/);
  });

  it("takes a yes with the coborrower's details, and sends them with the consent", () => {
    const parsed = coborrowerFormInput.parse(grace);
    expect(parsed).toMatchObject({
      withCoborrower: true,
      firstName: "Grace",
      annualIncome: 85_000,
      consent: true,
    });
    expect(coborrowerAnswers(grace)).toEqual({
      withCoborrower: true,
      firstName: "Grace",
      lastName: "Hopper",
      dateOfBirth: "12/09/1966",
      ssn: "219-09-9999",
      annualIncome: "$85,000",
      email: "",
      consent: true,
    });
  });
});
