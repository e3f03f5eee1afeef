import { describe, expect, it } from "vitest";
import { identityChangeAfterPull } from "./identity-after-pull";

const pulled = { firstName: "Pat", lastName: "Lee", ssn: "123456789", dateOfBirth: "1985-03-21" };
const same = {
  firstName: "Pat",
  lastName: "Lee",
  ssn: "123456789",
  dateOfBirth: new Date(Date.UTC(1985, 2, 21)),
};

describe("identityChangeAfterPull (issue 19, decision 067)", () => {
  it("accepts the same person typed again, whatever the case and spacing of the name", () => {
    expect(identityChangeAfterPull(pulled, same)).toBeNull();
    expect(identityChangeAfterPull(pulled, { ...same, firstName: " pat ", lastName: "LEE" })).toBeNull();
  });

  it("refuses another name after the credit check", () => {
    expect(identityChangeAfterPull(pulled, { ...same, firstName: "Sam" })?.field).toBe("firstName");
    expect(identityChangeAfterPull(pulled, { ...same, lastName: "Stone" })?.reason).toContain(
      "not the name we checked your credit with",
    );
  });

  it("refuses another SSN or date of birth after the credit check", () => {
    expect(identityChangeAfterPull(pulled, { ...same, ssn: "987654321" })?.field).toBe("ssn");
    expect(
      identityChangeAfterPull(pulled, { ...same, dateOfBirth: new Date(Date.UTC(1990, 0, 1)) })?.field,
    ).toBe("dateOfBirth");
  });
});
