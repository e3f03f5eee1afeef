import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWellFormed } from "./parse-result.test-support";
import { formatPercent, parsePercent } from "./percent";

describe("percent (spec §5)", () => {
  it("multiplies a value below 1 by 100 (spec §5)", () => {
    expect(formatPercent(0.0725)).toBe("7.25%");
    expect(formatPercent(0.85)).toBe("85%");
  });

  it("leaves a value of 1 or more as it is (spec §5)", () => {
    expect(formatPercent(1)).toBe("1%");
    expect(formatPercent(7.25)).toBe("7.25%");
  });

  it("reads 7.25% as 7.25 percentage points", () => {
    expect(parsePercent("7.25%")).toEqual({ ok: true, value: 7.25 });
    expect(parsePercent("seven").ok).toBe(false);
  });

  it("reads back every percentage of 1 or more it formats", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000 }), (hundredths) => {
        const points = hundredths / 100;
        expect(parsePercent(formatPercent(points))).toEqual({ ok: true, value: points });
      }),
    );
  });

  it("never throws on arbitrary text, only reports a reason", () => {
    fc.assert(fc.property(fc.string(), (s) => isWellFormed(parsePercent(s))));
  });
});
