import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ssnInput } from "./inputs";
import { isWellFormed } from "./parse-result.test-support";
import { formatSsn, formatSsnMasked, isValidSsn, parseSsn } from "./ssn";

const issuableSsn = fc
  .tuple(
    fc.integer({ min: 1, max: 899 }).filter((a) => a !== 666),
    fc.integer({ min: 1, max: 99 }),
    fc.integer({ min: 1, max: 9999 }),
  )
  .map(
    ([a, g, s]) => `${String(a).padStart(3, "0")}${String(g).padStart(2, "0")}${String(s).padStart(4, "0")}`,
  );

describe("SSN (spec §5)", () => {
  it("shows an SSN as XXX-XX-XXXX (spec §5)", () => {
    expect(formatSsn("123456789")).toBe("123-45-6789");
    expect(formatSsn("1234")).toBe("123-4");
  });

  it("masks an SSN as *** - ** - and the last four digits (spec §5)", () => {
    expect(formatSsnMasked("123-45-6789")).toBe("*** - ** - 6789");
    expect(formatSsnMasked("6789")).toBe("*** - ** - 6789");
  });

  it("asks for 9 digits when some are missing", () => {
    expect(parseSsn("123-45-678")).toEqual({
      ok: false,
      reason: "Enter the 9 digits of your Social Security number",
    });
  });

  it.each(["000-12-3456", "666-12-3456", "900-12-3456", "999-12-3456"])(
    "refuses %s: no SSN starts with 000, 666 or 9",
    (ssn) => expect(isValidSsn(ssn)).toBe(false),
  );

  it("refuses an SSN whose group is 00", () => expect(isValidSsn("123-00-4567")).toBe(false));
  it("refuses an SSN whose serial is 0000", () => expect(isValidSsn("123-45-0000")).toBe(false));

  it("accepts the highest issuable area 899 and an SSN without dashes", () => {
    expect(parseSsn("899 01 0001")).toEqual({ ok: true, value: "899010001" });
  });

  it("validates forms and server with the same schema", () => {
    expect(ssnInput.parse("123-45-6789")).toBe("123456789");
    const result = ssnInput.safeParse("666-45-6789");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/000, 666 or 9/);
  });

  it("reads back every issuable SSN it formats", () => {
    fc.assert(
      fc.property(issuableSsn, (d) => {
        expect(parseSsn(formatSsn(d))).toEqual({ ok: true, value: d });
      }),
    );
  });

  it("never throws on arbitrary text, only reports a reason", () => {
    fc.assert(fc.property(fc.string(), (s) => isWellFormed(parseSsn(s))));
  });
});
