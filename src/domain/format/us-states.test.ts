import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWellFormed } from "./parse-result.test-support";
import { parseUsState, US_STATES, usStateCode, usStateName } from "./us-states";

describe("US states (spec §3)", () => {
  it("maps each two-letter code to its full name and back (spec §3)", () => {
    for (const { code, name } of US_STATES) {
      expect(usStateName(code)).toBe(name);
      expect(usStateCode(name)).toBe(code);
    }
  });

  it("includes the 50 states, DC and Guam (spec §3)", () => {
    expect(US_STATES).toHaveLength(52);
    expect(usStateName("DC")).toBe("District of Columbia");
    expect(usStateName("gu")).toBe("Guam");
  });

  it("knows nothing of a code not in the table", () => {
    expect(usStateName("XX")).toBeUndefined();
    expect(parseUsState("XX")).toEqual({ ok: false, reason: "Choose a US state, DC or Guam from the list" });
  });

  it("reads a state typed as its code or its name", () => {
    expect(parseUsState("fl")).toEqual({ ok: true, value: "FL" });
    expect(parseUsState("new york")).toEqual({ ok: true, value: "NY" });
  });

  it("reads back every state by code and by name", () => {
    fc.assert(
      fc.property(fc.constantFrom(...US_STATES), (s) => {
        expect(parseUsState(s.code)).toEqual({ ok: true, value: s.code });
        expect(parseUsState(s.name)).toEqual({ ok: true, value: s.code });
      }),
    );
  });

  it("never throws on arbitrary text, only reports a reason", () => {
    fc.assert(fc.property(fc.string(), (s) => isWellFormed(parseUsState(s))));
  });
});
