import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { phoneInput } from "./inputs";
import { formatPhone, formatPhoneMasked, parsePhone } from "./phone";

const tenDigits = fc.stringMatching(/^\d{10}$/);

describe("phone (spec §5)", () => {
  it("shows a phone number as (XXX) XXX-XXXX (spec §5)", () => {
    expect(formatPhone("5551234567")).toBe("(555) 123-4567");
  });

  it("formats a number as it is being typed (spec §5)", () => {
    expect(formatPhone("555")).toBe("(555");
    expect(formatPhone("55512")).toBe("(555) 12");
    expect(formatPhone("")).toBe("");
  });

  it("keeps only the last 3 digits when displaying a phone number (spec §5)", () => {
    expect(formatPhoneMasked("(555) 123-4567")).toBe("(***) ***-*567");
  });

  it("accepts a number with punctuation or a leading +1", () => {
    expect(parsePhone("+1 (555) 123-4567")).toEqual({ ok: true, value: "5551234567" });
    expect(parsePhone("555.123.4567")).toEqual({ ok: true, value: "5551234567" });
  });

  it("asks for 10 digits when the number is short", () => {
    expect(parsePhone("555 123")).toEqual({
      ok: false,
      reason: "Enter the 10 digits of your phone number, like (555) 123-4567",
    });
  });

  it("refuses letters in a phone number", () => {
    expect(parsePhone("555-CALL-NOW").ok).toBe(false);
  });

  it("validates forms and server with the same schema", () => {
    expect(phoneInput.parse("(555) 123-4567")).toBe("5551234567");
    expect(phoneInput.safeParse("12").success).toBe(false);
  });

  it("reads back every number it formats", () => {
    fc.assert(
      fc.property(tenDigits, (d) => {
        expect(parsePhone(formatPhone(d))).toEqual({ ok: true, value: d });
      }),
    );
  });

  it("never throws on arbitrary text, only reports a reason", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const result = parsePhone(s);
        if (!result.ok) expect(result.reason.length).toBeGreaterThan(0);
      }),
    );
  });
});
