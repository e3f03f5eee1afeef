import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDateInput, formatYearMonthDay, parseDateInput, parseYearMonthDay } from "./date";
import { isWellFormed } from "./parse-result.test-support";

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const anyDay = fc.date({ min: utc(1900, 1, 1), max: utc(2199, 12, 31), noInvalidDate: true }).map((d) => {
  return utc(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
});

describe("dates (spec §5)", () => {
  it("reads MM/DD/YYYY as that day in UTC (spec §5)", () => {
    expect(parseDateInput("03/05/2024")).toEqual({ ok: true, value: utc(2024, 3, 5) });
  });

  it("reads MM/YYYY as the first day of that month (spec §5)", () => {
    expect(parseDateInput("11/2023")).toEqual({ ok: true, value: utc(2023, 11, 1) });
  });

  it("prefixes a two-digit year with 20 (spec §5)", () => {
    expect(parseDateInput("03/05/24")).toEqual({ ok: true, value: utc(2024, 3, 5) });
    expect(parseDateInput("11/99")).toEqual({ ok: true, value: utc(2099, 11, 1) });
  });

  it("refuses a day that does not exist", () => {
    expect(parseDateInput("02/30/2024")).toEqual({
      ok: false,
      reason: "This date doesn't exist. Check the month and the day",
    });
    expect(parseDateInput("13/2024").ok).toBe(false);
  });

  it("accepts 29 February only in a leap year", () => {
    expect(parseDateInput("02/29/2024").ok).toBe(true);
    expect(parseDateInput("02/29/2023").ok).toBe(false);
  });

  it("formats a date as MM/DD/YYYY or MM/YYYY (spec §5)", () => {
    expect(formatDateInput(utc(2024, 3, 5))).toBe("03/05/2024");
    expect(formatDateInput(utc(2024, 3, 5), "month")).toBe("03/2024");
  });

  it("parses year-month-day in UTC, so the day never shifts (spec §5)", () => {
    const result = parseYearMonthDay("2024-01-31");
    expect(result).toEqual({ ok: true, value: utc(2024, 1, 31) });
    if (result.ok) expect(result.value.toISOString()).toBe("2024-01-31T00:00:00.000Z");
    expect(parseYearMonthDay("2024-1-31").ok).toBe(false);
  });

  it("reads back every day it formats, in both shapes", () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        expect(parseDateInput(formatDateInput(day))).toEqual({ ok: true, value: day });
        expect(parseYearMonthDay(formatYearMonthDay(day))).toEqual({ ok: true, value: day });
      }),
    );
  });

  it("never throws on arbitrary text, only reports a reason", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(isWellFormed(parseDateInput(s))).toBe(true);
        expect(isWellFormed(parseYearMonthDay(s))).toBe(true);
      }),
    );
  });
});
