import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { oneTimeCodeInput } from "./inputs";
import { parseOneTimeCode, randomSixDigitCode } from "./one-time-code";
import { isWellFormed } from "./parse-result.test-support";

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

describe("one-time code as typed (spec §9)", () => {
  it("reads six digits, also when typed or pasted with a space or a dash", () => {
    expect(parseOneTimeCode("123456")).toEqual({ ok: true, value: "123456" });
    expect(parseOneTimeCode(" 123 456 ")).toEqual({ ok: true, value: "123456" });
    expect(parseOneTimeCode("123-456")).toEqual({ ok: true, value: "123456" });
  });

  it("asks for the code when the field is empty", () => {
    expect(parseOneTimeCode("  ")).toEqual({ ok: false, reason: "Enter the 6-digit code we e-mailed you" });
  });

  it.each(["12345", "1234567", "12345a", "012345"])("refuses %s, which no code can be (spec §9)", (code) =>
    expect(parseOneTimeCode(code)).toEqual({
      ok: false,
      reason: "Enter the 6 digits of the code we e-mailed you, like 123456",
    }),
  );

  it("reads back every code it issues", () => {
    for (let i = 0; i < 200; i++) {
      const code = randomSixDigitCode();
      expect(oneTimeCodeInput.parse(code)).toBe(code);
    }
  });

  it("never throws on arbitrary text, only reports a reason", () => {
    fc.assert(fc.property(fc.string(), (s) => isWellFormed(parseOneTimeCode(s))));
  });
});
