import { describe, expect, it } from "vitest";
import { checkNewPassword } from "./password-policy";

describe("new password policy (spec §5)", () => {
  it("accepts a long, uncommon passphrase", () => {
    expect(checkNewPassword("copper kettle harbour lamp")).toEqual({
      ok: true,
      value: "copper kettle harbour lamp",
    });
  });

  it("asks for a password when the field is empty", () => {
    expect(checkNewPassword("")).toEqual({ ok: false, reason: "Enter a password" });
  });

  it("uses the domain's length rule: at least 8, at most 128 characters", () => {
    expect(checkNewPassword("Ab3$xyz")).toEqual({
      ok: false,
      reason: "Use at least 8 characters for your password",
    });
    expect(checkNewPassword("a".repeat(129))).toMatchObject({
      ok: false,
      reason: expect.stringContaining("128"),
    });
    expect(checkNewPassword(`${"k".repeat(120)}q7$w1z9e`)).toMatchObject({ ok: true });
  });

  it.each(["password", "12345678", "Password1", "QWERTYUIOP", "iloveyou"])(
    "refuses %s because it is among the most common passwords, whatever its case",
    (password) => {
      const result = checkNewPassword(password);
      expect(result).toMatchObject({ ok: false });
      expect(result.ok ? "" : result.reason).toMatch(/most common .* Choose another/);
    },
  );
});
