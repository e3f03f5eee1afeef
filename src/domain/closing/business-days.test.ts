import { describe, expect, it } from "vitest";
import { businessDaysAfter, federalHolidays, isBusinessDay } from "./business-days";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

describe("federal holidays (5 U.S.C. 6103)", () => {
  it("lists the eleven holidays of 2026 on the days they are observed", () => {
    expect(federalHolidays(2026).map(iso)).toEqual([
      "2026-01-01",
      "2026-01-19", // third Monday of January
      "2026-02-16", // third Monday of February
      "2026-05-25", // last Monday of May
      "2026-06-19",
      "2026-07-03", // July 4 is a Saturday: observed Friday
      "2026-09-07", // first Monday of September
      "2026-10-12", // second Monday of October
      "2026-11-11",
      "2026-11-26", // fourth Thursday of November
      "2026-12-25",
    ]);
  });

  it("observes a Sunday holiday on the Monday after (Juneteenth 2022, Christmas 2022)", () => {
    expect(federalHolidays(2022).map(iso)).toEqual(expect.arrayContaining(["2022-06-20", "2022-12-26"]));
  });

  it("has no Juneteenth before 2021, when it became a federal holiday", () => {
    expect(
      federalHolidays(2020)
        .map(iso)
        .filter((d) => d.startsWith("2020-06")),
    ).toEqual([]);
  });

  it("counts December 31 as a holiday when New Year's Day falls on a Saturday (2022)", () => {
    expect(isBusinessDay(day("2021-12-31"))).toBe(false);
  });
});

describe("businessDaysAfter (Reg Z's three-business-day clock)", () => {
  it("counts three weekdays from a Monday to the Thursday", () => {
    expect(iso(businessDaysAfter(new Date("2026-03-02T15:30:00Z"), 3))).toBe("2026-03-05");
  });

  it("skips the weekend: Thursday plus three is the next Tuesday", () => {
    expect(iso(businessDaysAfter(day("2026-03-05"), 3))).toBe("2026-03-10");
  });

  it("skips a federal holiday: Wednesday before Thanksgiving plus three is the next Tuesday", () => {
    expect(iso(businessDaysAfter(day("2026-11-25"), 3))).toBe("2026-12-01");
  });

  it("skips an observed holiday: July 2, 2026 plus one is Monday, July 6 (July 3 observed)", () => {
    expect(iso(businessDaysAfter(day("2026-07-02"), 1))).toBe("2026-07-06");
  });

  it("starts counting the day after an event on a weekend or holiday", () => {
    expect(iso(businessDaysAfter(day("2026-12-25"), 3))).toBe("2026-12-30");
    expect(iso(businessDaysAfter(day("2026-03-07"), 3))).toBe("2026-03-11");
  });

  it("never lands on a weekend or a holiday, whatever the start", () => {
    for (let d = day("2026-01-01"); d < day("2027-01-01"); d = new Date(d.getTime() + 86_400_000)) {
      const due = businessDaysAfter(d, 3);
      expect(isBusinessDay(due), iso(d)).toBe(true);
      expect(due.getTime() - d.getTime()).toBeGreaterThanOrEqual(3 * 86_400_000);
    }
  });
});
