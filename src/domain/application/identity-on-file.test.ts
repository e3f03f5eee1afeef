import { describe, expect, it } from "vitest";
import { decideIdentity, identityView } from "./identity-on-file";

const onFile = { ssn: "123456789", dateOfBirth: "1985-03-21" };
const born = new Date(Date.UTC(1985, 2, 21));

describe("the SSN and date of birth the credit was checked with (decision 027)", () => {
  it("keeps what is on file when step 1 leaves them out, and seals nothing new", () => {
    expect(decideIdentity(onFile, {})).toEqual({ ok: true, toSeal: null });
  });

  it("accepts the same SSN and date typed again", () => {
    expect(decideIdentity(onFile, { ssn: "123456789", dateOfBirth: born })).toEqual({
      ok: true,
      toSeal: null,
    });
  });

  it("refuses a different SSN after the credit check, naming the masked one on file", () => {
    const decision = decideIdentity(onFile, { ssn: "987654321" });
    expect(decision).toMatchObject({ ok: false, field: "ssn" });
    if (!decision.ok) {
      expect(decision.reason).toContain("*** - ** - 6789");
      expect(decision.reason).not.toContain("123456789");
    }
  });

  it("refuses a different date of birth after the credit check", () => {
    const decision = decideIdentity(onFile, { dateOfBirth: new Date(Date.UTC(1986, 2, 21)) });
    expect(decision).toMatchObject({ ok: false, field: "dateOfBirth" });
  });

  it("asks for the SSN and the date of birth when none is on file, then seals them", () => {
    expect(decideIdentity({}, {})).toEqual({
      ok: false,
      field: "ssn",
      reason: "Enter your Social Security number",
    });
    expect(decideIdentity({}, { ssn: "123456789" })).toEqual({
      ok: false,
      field: "dateOfBirth",
      reason: "Enter your date of birth as MM/DD/YYYY",
    });
    expect(decideIdentity({}, { ssn: "123456789", dateOfBirth: born })).toEqual({
      ok: true,
      toSeal: { ssn: "123456789", dateOfBirth: "1985-03-21" },
    });
  });

  it("shows the screen only the masked SSN and whether a birth date is on file", () => {
    expect(identityView(onFile)).toEqual({ ssnMasked: "*** - ** - 6789", hasDateOfBirth: true });
    expect(identityView({})).toEqual({ ssnMasked: null, hasDateOfBirth: false });
  });
});
