import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lastFourDigits, maskBankAccountNumber, parseBankAccountNumber } from "./bank-account-number";
import { bankAccountNumberInput, routingNumberInput } from "./inputs";
import { maskRoutingNumber, parseRoutingNumber, routingChecksumHolds } from "./routing-number";

describe("ABA routing numbers", () => {
  it("accepts real routing numbers, whose 3-7-1 weighted digit sum is a multiple of 10", () => {
    // Published routing numbers of large US banks.
    for (const rtn of ["011000015", "021000021", "026009593", "121000358", "322271627"])
      expect(parseRoutingNumber(rtn), rtn).toEqual({ ok: true, value: rtn });
  });

  it("refuses a number whose checksum fails, saying to check each digit", () => {
    expect(parseRoutingNumber("021000022")).toEqual({
      ok: false,
      reason: expect.stringContaining("doesn't exist"),
    });
  });

  it("catches every single mistyped digit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (place, shift) => {
        const digits = [..."021000021"].map(Number);
        digits[place] = ((digits[place] ?? 0) + shift) % 10;
        expect(routingChecksumHolds(digits.join(""))).toBe(false);
      }),
    );
  });

  it("asks for 9 digits when some are missing, extra or not digits, and for the number when empty", () => {
    for (const typed of ["02100002", "0210000210", "02100002a"])
      expect(parseRoutingNumber(typed).ok, typed).toBe(false);
    expect(parseRoutingNumber("")).toEqual({ ok: false, reason: expect.stringContaining("9-digit") });
    expect(parseRoutingNumber(" 021 000 021 ")).toEqual({ ok: true, value: "021000021" });
  });

  it("shows only the last four digits", () => {
    expect(maskRoutingNumber("0021")).toBe("*****0021");
  });

  it("is the schema the form and the server share", () => {
    expect(routingNumberInput.parse("021000021")).toBe("021000021");
    expect(routingNumberInput.safeParse("123456789").error?.issues[0]?.message).toContain("doesn't exist");
  });
});

describe("bank account numbers", () => {
  it("reads 4 to 17 digits, spaces and dashes ignored", () => {
    expect(parseBankAccountNumber("1234")).toEqual({ ok: true, value: "1234" });
    expect(parseBankAccountNumber("1234 5678-9012 34567")).toEqual({ ok: true, value: "12345678901234567" });
  });

  it("refuses fewer than 4 or more than 17 digits, letters, and an empty field, each with a sentence", () => {
    expect(parseBankAccountNumber("123").ok).toBe(false);
    expect(parseBankAccountNumber("123456789012345678").ok).toBe(false);
    expect(parseBankAccountNumber("12ab5678")).toEqual({
      ok: false,
      reason: expect.stringContaining("only the digits"),
    });
    expect(parseBankAccountNumber("")).toEqual({
      ok: false,
      reason: expect.stringContaining("Enter your account number"),
    });
    expect(bankAccountNumberInput.safeParse("12").success).toBe(false);
  });

  it("keeps and shows only the last four digits", () => {
    expect(lastFourDigits("000123456789")).toBe("6789");
    expect(maskBankAccountNumber("6789")).toBe("****6789");
  });
});
