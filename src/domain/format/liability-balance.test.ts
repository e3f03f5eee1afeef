import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { liabilityBalanceInput } from "./inputs";
import { parseLiabilityBalance } from "./liability-balance";
import { isWellFormed } from "./parse-result.test-support";

describe("liability balance (spec §3, §5)", () => {
  it("accepts a non-negative whole number of dollars (spec §5)", () => {
    expect(parseLiabilityBalance(0)).toEqual({ ok: true, value: 0 });
    expect(parseLiabilityBalance("$12,500")).toEqual({ ok: true, value: 12500 });
  });

  it.each([-1, 10.5, Number.NaN])("refuses %s, which is not a non-negative whole number (spec §5)", (n) => {
    expect(parseLiabilityBalance(n)).toEqual({
      ok: false,
      reason: "Enter the balance in whole dollars, $0 or more",
    });
  });

  it("refuses cents typed in a balance", () => expect(parseLiabilityBalance("100.25").ok).toBe(false));

  it("validates forms and server with the same schema", () => {
    expect(liabilityBalanceInput.parse(42)).toBe(42);
    expect(liabilityBalanceInput.safeParse(-3).success).toBe(false);
  });

  it("never throws on arbitrary input, only reports a reason", () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.double()), (v) => isWellFormed(parseLiabilityBalance(v))));
  });
});
