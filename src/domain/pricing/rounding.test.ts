import { describe, expect, it } from "vitest";
import { roundCents, roundRate, roundRatio } from "./rounding";

describe("rounding what pricing shows", () => {
  it("rounds money to the cent, half up, without binary noise", () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(1264.1359)).toBe(1264.14);
  });

  it("keeps rates to a thousandth of a point and ratios to a hundredth of a percent", () => {
    expect(roundRate(0.065 + 0.00125)).toBe(0.06625);
    expect(roundRatio(425_000 / 499_999)).toBe(0.85);
    expect(roundRatio(2 / 3)).toBe(0.6667);
  });
});
