import { describe, expect, it } from "vitest";
import { uliCheckDigits, uliChecks, uliFor } from "./universal-loan-identifier";

describe("the universal loan identifier (ISO 7064 mod 97-10)", () => {
  it("gives the check digits of the CFPB's worked example", () => {
    // Regulation C appendix C's example: LEI 10Bx939c5543TqA1144M, identifier 999143X → 10.
    expect(uliCheckDigits("10Bx939c5543TqA1144M999143X")).toBe("38");
    expect(uliChecks("10BX939C5543TQA1144M999143X38")).toBe(true);
  });

  it("refuses a ULI with a wrong check digit or a length outside 23 to 45", () => {
    expect(uliChecks("10BX939C5543TQA1144M999143X39")).toBe(false);
    expect(uliChecks("10BX939C5543TQA1144M9")).toBe(false);
    expect(uliChecks(`10BX939C5543TQA1144M${"1".repeat(30)}`)).toBe(false);
  });

  it("makes from an application's id a ULI that checks, of at most 45 characters", () => {
    const uli = uliFor("5493001KJTIIGC8Y1R12", "7d1f7a0e-8a53-4d0e-9b7a-4f5f2d1c9e11");
    expect(uli).toHaveLength(45);
    expect(uliChecks(uli)).toBe(true);
  });
});
