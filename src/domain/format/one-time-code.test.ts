import { describe, expect, it } from "vitest";
import { randomSixDigitCode } from "./one-time-code";

/** A source that hands out the given values in turn, so the sampling can be checked exactly. */
function scripted(values: number[]) {
  let next = 0;
  return (array: Uint32Array) => {
    array[0] = values[next++] ?? 0;
    return array;
  };
}

describe("one-time code (spec §9)", () => {
  it("is always 6 digits between 100000 and 999999 (spec §9)", () => {
    for (let i = 0; i < 2000; i++) {
      const code = Number(randomSixDigitCode());
      expect(code).toBeGreaterThanOrEqual(100000);
      expect(code).toBeLessThanOrEqual(999999);
    }
  });

  it("maps the smallest and largest kept draws to 100000 and 999999", () => {
    expect(randomSixDigitCode(scripted([0]))).toBe("100000");
    expect(randomSixDigitCode(scripted([899_999]))).toBe("999999");
  });

  it("throws away draws from the uneven tail of 2^32, so no code is likelier than another", () => {
    const limit = Math.floor(2 ** 32 / 900_000) * 900_000;
    expect(randomSixDigitCode(scripted([2 ** 32 - 1, limit, 5]))).toBe("100005");
    expect(randomSixDigitCode(scripted([limit - 1]))).toBe(String(100000 + ((limit - 1) % 900000)));
  });
});
