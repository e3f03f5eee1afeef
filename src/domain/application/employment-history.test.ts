import { describe, expect, it } from "vitest";
import {
  describeGap,
  employmentHistoryInput,
  employmentHistoryInputAsOf,
  gapsToExplain,
} from "./employment-history";

const d = (ymd: string) => new Date(`${ymd}T00:00:00Z`);
const today = d("2026-11-23");
const address = { line1: "1 Main St", line2: "", city: "Austin", state: "TX", zip: "78701" };
const job = (startDate: string, endDate = "", extra: Record<string, unknown> = {}) => ({
  employerName: "Acme",
  position: "Engineer",
  employerPhone: "(512) 555-0100",
  employerAddress: address,
  startDate,
  current: endDate === "" ? "yes" : "no",
  endDate,
  percentageOwned: "",
  base: "$6,000",
  overtime: "",
  bonuses: "",
  commissions: "",
  ...extra,
});
const check = (employments: unknown[], gapExplanations: unknown[] = []) =>
  employmentHistoryInputAsOf(today).safeParse({ employments, gapExplanations });
const messages = (result: ReturnType<typeof check>) =>
  result.success ? [] : result.error.issues.map((i) => i.message);

describe("employment history: two years (spec §5)", () => {
  it("accepts one current job that began in the month two years ago (spec §5)", () => {
    expect(check([job("11/2024")]).success).toBe(true);
  });

  it("refuses a history that starts a month late, naming the month to explain (spec §5)", () => {
    const result = check([job("12/2024")]);
    expect(messages(result)).toEqual([expect.stringContaining("from November 2024 to December 2024")]);
  });

  it("accepts a late start once the stretch before it is explained (spec §5)", () => {
    expect(
      check([job("12/2024")], [{ from: "2024-11-01", explanation: "Finishing my degree" }]).success,
    ).toBe(true);
  });

  it("refuses no job at all until the two years are explained, as for a retired coborrower (spec §5)", () => {
    expect(messages(check([]))).toEqual([expect.stringContaining("from November 2024 to November 2026")]);
    expect(check([], [{ from: "2024-11-01", explanation: "Retired" }]).success).toBe(true);
  });

  it("reads a month left as worked through its last day, so the next month's job leaves no gap (decision 029)", () => {
    expect(check([job("01/2020", "03/2025"), job("04/2025")]).success).toBe(true);
  });

  it("lets a one-month break pass: 31 days or fewer is not a gap (spec §5)", () => {
    expect(check([job("01/2020", "03/2025"), job("05/2025")]).success).toBe(true);
  });

  it("names a gap longer than 31 days by its months and its length (spec §5)", () => {
    const result = check([job("01/2020", "03/2025"), job("06/2025")]);
    expect(messages(result)).toEqual([
      "Tell us what you were doing from March 2025 to June 2025: your employment history must cover the last 2 years, and this gap is 62 days long",
    ]);
    expect(result.success ? null : result.error.issues[0]?.path).toEqual([
      "gapExplanations",
      0,
      "explanation",
    ]);
  });

  it("accepts that gap once it is explained (spec §5)", () => {
    const explained = [{ from: "2025-03-31", explanation: "Caring for a parent" }];
    expect(check([job("01/2020", "03/2025"), job("06/2025")], explained).success).toBe(true);
  });

  it("refuses an explanation that is only spaces (spec §5)", () => {
    const blank = [{ from: "2025-03-31", explanation: "   " }];
    expect(check([job("01/2020", "03/2025"), job("06/2025")], blank).success).toBe(false);
  });

  it("flags the time since the last job ended when it is longer than 31 days (spec §5)", () => {
    expect(messages(check([job("01/2020", "08/2026")]))).toEqual([
      expect.stringContaining("from August 2026 to November 2026"),
    ]);
  });

  it("names every gap, each on its own explanation field (spec §5)", () => {
    const result = check([job("01/2020", "01/2025"), job("04/2025", "05/2025"), job("08/2025")]);
    expect(result.success ? [] : result.error.issues.map((i) => i.path)).toEqual([
      ["gapExplanations", 0, "explanation"],
      ["gapExplanations", 1, "explanation"],
    ]);
  });

  it("drops explanations of gaps that no longer exist", () => {
    const result = check([job("01/2020")], [{ from: "2025-03-31", explanation: "Old gap" }]);
    expect(result.success && result.data.gapExplanations).toEqual([]);
  });

  it("refuses a job that starts in the future", () => {
    expect(messages(check([job("12/2026")]))).toEqual(["The month you started can't be in the future"]);
  });

  it("refuses an end month in the future, but not the current month", () => {
    expect(messages(check([job("01/2020", "12/2026")]))[0]).toContain("can't be in the future");
    expect(check([job("01/2020", "11/2026")]).success).toBe(true);
  });
});

describe("gaps to explain (spec §5)", () => {
  it("starts the two years on the first day of the month two years ago (spec §5)", () => {
    expect(gapsToExplain([], today)[0]?.from).toEqual(d("2024-11-01"));
  });

  it("lets an overlapping second job hide no gap", () => {
    const jobs = [
      { startDate: d("2020-01-01"), endDate: d("2025-06-30") },
      { startDate: d("2025-05-01"), endDate: null },
    ];
    expect(gapsToExplain(jobs, today)).toEqual([]);
  });

  it("describes a gap inside one month by that month alone", () => {
    expect(describeGap({ from: d("2025-03-01"), to: d("2025-03-31") })).toBe("March 2025");
  });
});

describe("one employment's fields (spec §3, §5)", () => {
  const one = (extra: Record<string, unknown>) =>
    employmentHistoryInput.safeParse({ employments: [job("01/2020", "", extra)] });
  const first = (extra: Record<string, unknown>) => {
    const result = one(extra);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it("takes start and end as MM/YYYY (spec §5)", () => {
    expect(first({ startDate: "2020-01-01" })).toBe("Enter the month you started as MM/YYYY");
    expect(first({ startDate: "13/2020" })).toBe("This date doesn't exist. Check the month and the day");
  });

  it("reads a two-digit year with the prefix 20 (spec §5)", () => {
    const result = one({ startDate: "01/20" });
    expect(result.success && result.data.employments[0]?.startDate).toEqual(d("2020-01-01"));
  });

  it("asks for the month left when the job has ended", () => {
    expect(first({ current: "no", endDate: "" })).toBe("Enter the month you left, like 03/2021");
  });

  it("refuses an end before the start", () => {
    expect(first({ current: "no", endDate: "12/2019" })).toBe(
      "The month you left must be on or after the month you started",
    );
  });

  it("keeps the employer phone as its 10 digits, formatted (XXX) XXX-XXXX when typed (spec §5)", () => {
    const result = one({});
    expect(result.success && result.data.employments[0]?.employerPhone).toBe("5125550100");
    expect(first({ employerPhone: "555-01" })).toContain("10 digits");
  });

  it("reads no ownership share as none, and refuses a share over 100%", () => {
    const result = one({});
    expect(result.success && result.data.employments[0]?.percentageOwned).toBeNull();
    expect(first({ percentageOwned: "101" })).toBe("Enter an ownership share of 100% or less");
  });

  it("counts empty overtime, bonuses and commissions as $0 but asks for the base pay", () => {
    const result = one({});
    expect(result.success && result.data.employments[0]).toMatchObject({
      base: 6000,
      overtime: 0,
      bonuses: 0,
      commissions: 0,
    });
    expect(first({ base: "" })).toBe("Enter your monthly base pay");
  });

  it("asks for the employer's name and the position in words a person can act on", () => {
    expect(first({ employerName: "" })).toBe("Enter the employer or business name");
    expect(first({ position: " " })).toBe("Enter the position or title");
  });

  it("stores a current job without an end date", () => {
    const result = one({ endDate: "03/2024" });
    expect(result.success && result.data.employments[0]?.endDate).toBeNull();
  });
});
