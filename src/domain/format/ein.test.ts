import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatEin, parseEin } from "./ein";
import { einInput } from "./inputs";

describe("EIN (Employer Identification Number, shown XX-XXXXXXX)", () => {
  it("shows an EIN as XX-XXXXXXX, and as much as has been typed", () => {
    expect(formatEin("123456789")).toBe("12-3456789");
    expect(formatEin("12")).toBe("12");
    expect(formatEin("123")).toBe("12-3");
    expect(formatEin("12-3456789")).toBe("12-3456789");
  });

  it("reads an EIN typed with or without its dash as its 9 digits", () => {
    expect(parseEin("12-3456789")).toEqual({ ok: true, value: "123456789" });
    expect(parseEin(" 123456789 ")).toEqual({ ok: true, value: "123456789" });
  });

  it("asks for the EIN when it is empty, and for 9 digits when some are missing or wrong", () => {
    expect(parseEin("")).toEqual({ ok: false, reason: "Enter the business's EIN, like 12-3456789" });
    for (const typed of ["12-345678", "12-34567890", "1-23456789", "12/3456789", "ab-cdefghi"])
      expect(parseEin(typed), typed).toEqual({
        ok: false,
        reason: "Enter the 9 digits of the EIN as XX-XXXXXXX, like 12-3456789",
      });
  });

  it("refuses the prefix 00, which the IRS never assigns", () => {
    expect(parseEin("00-1234567")).toEqual({
      ok: false,
      reason: "An EIN does not start with 00. Check the number",
    });
  });

  it("reads back what it shows: parse(format(digits)) is the digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(0[1-9]|[1-9]\d)\d{7}$/), (digits) => {
        expect(parseEin(formatEin(digits))).toEqual({ ok: true, value: digits });
      }),
    );
  });

  it("is the schema the form and the server share, reading the masked field's text", () => {
    expect(einInput.parse("12-3456789")).toBe("123456789");
    expect(einInput.safeParse("12-345    ").error?.issues[0]?.message).toBe(
      "Enter the 9 digits of the EIN as XX-XXXXXXX, like 12-3456789",
    );
  });
});
