import { describe, expect, it } from "vitest";
import { parseSensitiveNumberKey, revealNumberInput } from "./loan-file-inputs";

const applicationId = "7d1b8a52-4c1e-4c1f-9a55-1c2d3e4f5a6b";

describe("revealing a full number (decision 085)", () => {
  it("needs a reason of at least a few words, said as the reader can act on it", () => {
    const parsed = revealNumberInput.safeParse({ applicationId, number: "ssn:borrower", reason: "ok" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/why you need the full number/);
  });

  it("names only the numbers a loan file masks", () => {
    for (const number of ["ssn:borrower", "ssn:coborrower", "asset:acct-1", "funds:routing"])
      expect(
        revealNumberInput.safeParse({ applicationId, number, reason: "Ordering the tax transcript" }).success,
      ).toBe(true);
    for (const number of ["ssn:spouse", "asset:", "dateOfBirth:borrower", "funds:pin"])
      expect(
        revealNumberInput.safeParse({ applicationId, number, reason: "Ordering the tax transcript" }).success,
      ).toBe(false);
  });

  it("reads a key into whose number it is", () => {
    expect(parseSensitiveNumberKey("asset:acct-2")).toEqual({ kind: "asset", accountId: "acct-2" });
    expect(parseSensitiveNumberKey("funds:account")).toEqual({ kind: "funds", which: "account" });
    expect(parseSensitiveNumberKey("ssn:nobody")).toBeNull();
  });
});
