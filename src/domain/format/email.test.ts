import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseEmail } from "./email";
import { emailInput } from "./inputs";
import { isWellFormed } from "./parse-result.test-support";

describe("e-mail (spec §5)", () => {
  it("accepts a standard address and keeps it trimmed and lower-case (spec §5)", () => {
    expect(parseEmail("  Jane.Doe+heloc@Example.COM ")).toEqual({
      ok: true,
      value: "jane.doe+heloc@example.com",
    });
  });

  it.each(["jane", "jane@", "@example.com", "jane@example", "jane doe@example.com", "jane..doe@example.com"])(
    "refuses %s, which is not an e-mail address (spec §5)",
    (email) =>
      expect(parseEmail(email)).toEqual({
        ok: false,
        reason: "Enter your e-mail address like name@example.com",
      }),
  );

  it("validates forms and server with the same schema", () => {
    expect(emailInput.parse("a@b.co")).toBe("a@b.co");
    expect(emailInput.safeParse("a@b").success).toBe(false);
  });

  it("reads back every address it accepts", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const first = parseEmail(email);
        if (first.ok) expect(parseEmail(first.value)).toEqual(first);
      }),
    );
  });

  it("never throws on arbitrary text, only reports a reason", () => {
    fc.assert(fc.property(fc.string(), (s) => isWellFormed(parseEmail(s))));
  });
});
