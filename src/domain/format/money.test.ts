import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, parseMoney } from "./money";
import { isWellFormed } from "./parse-result.test-support";

describe("money (spec §5)", () => {
  it("shows money with $ and thousands separators (spec §5)", () => {
    expect(formatMoney(1234567)).toBe("$1,234,567");
    expect(formatMoney(0)).toBe("$0");
    expect(formatMoney(999)).toBe("$999");
    expect(formatMoney(1000.5)).toBe("$1,000.50");
  });

  it("shows a minus sign only when the rounded amount is not zero (spec §5)", () => {
    expect(formatMoney(-0.001)).toBe("$0");
    expect(formatMoney(-0)).toBe("$0");
    expect(formatMoney(-1.5)).toBe("-$1.50");
  });

  it("reads amounts with or without $ and separators", () => {
    expect(parseMoney("$1,234,567")).toEqual({ ok: true, value: 1234567 });
    expect(parseMoney("250000")).toEqual({ ok: true, value: 250000 });
    expect(parseMoney("1,234.05")).toEqual({ ok: true, value: 1234.05 });
  });

  it("refuses misplaced separators and negative amounts", () => {
    expect(parseMoney("1,23,4").ok).toBe(false);
    expect(parseMoney("-5")).toEqual({ ok: false, reason: "Enter an amount of $0 or more" });
  });

  it("reads back every amount it formats", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 99 }), (d, c) => {
        const amount = d + c / 100;
        const result = parseMoney(formatMoney(amount));
        expect(result.ok && Math.round(result.value * 100)).toBe(d * 100 + c);
      }),
    );
  });

  it("never throws on arbitrary text, only reports a reason", () => {
    fc.assert(fc.property(fc.string(), (s) => isWellFormed(parseMoney(s))));
  });
});
