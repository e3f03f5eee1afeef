import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { passwordInput } from "./inputs";
import { isWellFormed } from "./parse-result.test-support";
import { parsePassword } from "./password";

describe("password (spec §5)", () => {
  it("lets the password be left out, since a one-time code can replace it (spec §5)", () => {
    expect(parsePassword(undefined)).toEqual({ ok: true, value: undefined });
    expect(parsePassword("")).toEqual({ ok: true, value: undefined });
  });

  it("asks for at least 8 characters when a password is given (spec §5)", () => {
    expect(parsePassword("1234567")).toEqual({
      ok: false,
      reason: "Use at least 8 characters for your password",
    });
    expect(parsePassword("12345678")).toEqual({ ok: true, value: "12345678" });
  });

  it("validates forms and server with the same schema", () => {
    expect(passwordInput.parse(undefined)).toBeUndefined();
    expect(passwordInput.safeParse("short").success).toBe(false);
  });

  it("never throws on arbitrary text, only reports a reason", () => {
    fc.assert(fc.property(fc.string(), (s) => isWellFormed(parsePassword(s))));
  });
});
