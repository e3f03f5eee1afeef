import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_SHEET } from "./default-rate-sheet";
import {
  approvalRefusal,
  effectiveAtProblem,
  effectiveAtTextInput,
  rateSheetChanges,
  rejectRateSheetInput,
  takesEffectAt,
} from "./rate-sheet-approval";

const copy = () => JSON.parse(JSON.stringify(DEFAULT_RATE_SHEET));
const now = new Date("2026-11-27T12:00:00Z");

describe("approving a rate sheet", () => {
  it("refuses the proposer approving their own version, with a sentence saying who can", () => {
    expect(approvalRefusal({ proposedBy: "staff:a" }, "staff:a")).toMatch(/another pricing administrator/);
  });

  it("lets a second, different holder approve", () => {
    expect(approvalRefusal({ proposedBy: "staff:a" }, "staff:b")).toBeNull();
  });

  it("takes effect at the proposed moment, or at the approval when that moment has passed", () => {
    const later = new Date("2026-12-01T09:00:00Z");
    expect(takesEffectAt(later, now)).toBe(later);
    expect(takesEffectAt(new Date("2026-11-26T00:00:00Z"), now)).toBe(now);
  });
});

describe("the moment a version takes effect", () => {
  it("is now (absent), a moment a few minutes behind a browser's clock, or later within a year", () => {
    expect(effectiveAtProblem(undefined, now)).toBeNull();
    expect(effectiveAtProblem(new Date(now.getTime() - 60_000), now)).toBeNull();
    expect(effectiveAtProblem(new Date("2027-06-01T00:00:00Z"), now)).toBeNull();
  });

  it("is never in the past, nor more than a year ahead", () => {
    expect(effectiveAtProblem(new Date("2026-11-26T12:00:00Z"), now)).toMatch(/in the past/);
    expect(effectiveAtProblem(new Date("2028-01-01T00:00:00Z"), now)).toMatch(/within a year/);
  });

  it("reads the form's empty field as now and a date-time as that moment", () => {
    expect(effectiveAtTextInput.parse("")).toBeUndefined();
    expect(effectiveAtTextInput.parse("2026-12-01T09:00")).toBeInstanceOf(Date);
    expect(effectiveAtTextInput.safeParse("next Tuesday").success).toBe(false);
  });
});

describe("the diff of a draft against the sheet in force", () => {
  it("is empty for the same sheet", () => {
    expect(rateSheetChanges(copy(), copy())).toEqual([]);
  });

  it("lists each changed figure by its place, before and after", () => {
    const after = copy();
    after.heloc.index.rate = 0.0725;
    after.heloc.tiers[0].margins[1] = 0.011;
    expect(rateSheetChanges(copy(), after)).toEqual([
      { path: "heloc.index.rate", before: DEFAULT_RATE_SHEET.heloc.index.rate, after: 0.0725 },
      {
        path: "heloc.tiers.0.margins.1",
        before: DEFAULT_RATE_SHEET.heloc.tiers[0]?.margins[1],
        after: 0.011,
      },
    ]);
  });

  it("shows a row that exists on one side only as added or removed", () => {
    const after = copy();
    after.heloc.tiers.pop();
    const changes = rateSheetChanges(copy(), after);
    expect(changes.length).toBeGreaterThan(0);
    expect(
      changes.every((c) => c.path.startsWith(`heloc.tiers.${DEFAULT_RATE_SHEET.heloc.tiers.length - 1}`)),
    ).toBe(true);
    expect(changes.every((c) => c.after === undefined)).toBe(true);
  });
});

describe("rejecting a rate sheet", () => {
  it("asks for a reason, kept as plain text", () => {
    expect(rejectRateSheetInput.safeParse({ version: 2, reason: " " }).success).toBe(false);
    expect(rejectRateSheetInput.parse({ version: 2, reason: "<b>Too low</b>" }).reason).toBe(
      "<b>Too low</b>",
    );
  });
});
