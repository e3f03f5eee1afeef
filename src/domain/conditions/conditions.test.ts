import { describe, expect, it } from "vitest";
import { CONDITIONS, conditionByCode } from "./conditions";

describe("conditions (spec §3, §9)", () => {
  it("covers the ranges 100-110, 303-310, 405-420 and 600-609 (spec §9)", () => {
    expect(CONDITIONS).toHaveLength(11 + 8 + 16 + 10);
    expect(conditionByCode(303)?.area).toBe("Mortgage, bankruptcy and student loan");
    expect(conditionByCode(111)).toBeUndefined();
  });

  it.each([106, 108, 306, 307])("makes %s an e-mail condition with an attachment (spec §9)", (code) => {
    expect(conditionByCode(code)).toMatchObject({ kind: "email", attachment: true });
  });

  it("asks under 405 for as many paystubs as the checklist does (spec §9 count, decision 045)", () =>
    expect(conditionByCode(405)?.text).toMatch(/4 most recent paystubs/));

  it.each([
    [407, "overtime"],
    [408, "bonus"],
    [410, "commission"],
  ])("asks for two year-end paystubs under %s for %s (spec §9)", (code, income) => {
    expect(conditionByCode(code)?.text).toMatch(new RegExp(`two years.*${income}`));
  });

  it("asks for a condo master policy with at least $1,000,000 liability under 606 (spec §9)", () => {
    expect(conditionByCode(606)?.text).toMatch(/master insurance policy.*\$1,000,000 of general liability/);
  });

  it("uses each information kind: long_text, address, employment (spec §3)", () => {
    const kinds = CONDITIONS.filter((c) => c.kind === "information").map((c) => c.informationKind);
    expect(new Set(kinds)).toEqual(new Set(["long_text", "address", "employment"]));
  });
});
