import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstNameInput, lastNameInput } from "./inputs";
import { isWellFormed } from "./parse-result.test-support";
import { parsePersonName } from "./person-name";

describe("person name (spec §3 User firstName, lastName)", () => {
  it("keeps names of any alphabet, trimmed, with inner spaces collapsed", () => {
    expect(parsePersonName("  Mary   Ann ", "first")).toEqual({ ok: true, value: "Mary Ann" });
    for (const name of ["Zoë", "O’Brien", "O'Brien", "Jean-Luc", "Nguyễn", "St. John", "Łukasz"]) {
      expect(parsePersonName(name, "last")).toEqual({ ok: true, value: name });
    }
  });

  it("asks for the name by which one it is", () => {
    expect(parsePersonName("  ", "first")).toEqual({ ok: false, reason: "Enter your first name" });
    expect(parsePersonName("", "last")).toEqual({ ok: false, reason: "Enter your last name" });
  });

  it.each(["R2D2", "<script>", "-Ann", "Ann@home"])("refuses %s, which is not a name", (name) =>
    expect(parsePersonName(name, "first")).toEqual({
      ok: false,
      reason: "Use only letters, spaces, hyphens and apostrophes in your first name",
    }),
  );

  it("refuses a name over 100 characters", () => {
    expect(parsePersonName("a".repeat(101), "last")).toEqual({
      ok: false,
      reason: "Use at most 100 characters for your last name",
    });
  });

  it("validates forms and server with the same schema", () => {
    expect(firstNameInput.parse(" Ann ")).toBe("Ann");
    expect(lastNameInput.safeParse("").error?.issues[0]?.message).toBe("Enter your last name");
  });

  it("never throws on arbitrary text, only reports a reason", () => {
    fc.assert(fc.property(fc.string(), (s) => isWellFormed(parsePersonName(s, "first"))));
  });
});
