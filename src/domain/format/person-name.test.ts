import { describe, expect, it } from "vitest";
import { parsePersonName } from "./person-name";

describe("parsePersonName (spec §3 User: firstName, lastName)", () => {
  it("keeps a name as typed, trimmed and with single spaces", () => {
    expect(parsePersonName("  Mary   Ann ", "first")).toEqual({ ok: true, value: "Mary Ann" });
  });

  it("accepts hyphens, apostrophes and letters of any script", () => {
    for (const name of ["O'Neil", "Smith-Jones", "Zoë", "José", "Nguyễn", "St. John"]) {
      expect(parsePersonName(name, "last")).toEqual({ ok: true, value: name });
    }
  });

  it("asks for the name when it is empty, naming which one", () => {
    expect(parsePersonName("   ", "last")).toEqual({ ok: false, reason: "Enter your last name" });
  });

  it("refuses digits, markup and a leading symbol", () => {
    for (const name of ["Ann2", "<b>Ann</b>", "-Ann"]) {
      expect(parsePersonName(name, "first").ok).toBe(false);
    }
  });

  it("refuses a name over 100 characters", () => {
    expect(parsePersonName("a".repeat(101), "first")).toEqual({
      ok: false,
      reason: "Use at most 100 characters for your first name",
    });
  });
});
