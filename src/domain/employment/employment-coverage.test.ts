import { describe, expect, it } from "vitest";
import type { Employment } from "./employment";
import { employmentCoverage } from "./employment-coverage";

const d = (ymd: string) => new Date(`${ymd}T00:00:00Z`);
const job = (start: string, end?: string): Employment => ({
  startDate: d(start),
  endDate: end ? d(end) : null,
});
const today = d("2025-06-15");

describe("employment coverage (spec §5)", () => {
  it("starts the two years on the first day of the month two years ago (spec §5)", () => {
    expect(employmentCoverage([], today).coverageStart).toEqual(d("2023-06-01"));
  });

  it("is covered by one current job that began on that first day (spec §5)", () => {
    expect(employmentCoverage([job("2023-06-01")], today)).toMatchObject({ covered: true, gaps: [] });
  });

  it("is not covered when the history begins a day too late (spec §5)", () => {
    expect(employmentCoverage([job("2023-06-02")], today).covered).toBe(false);
  });

  it("is not covered by no jobs at all, as for a coborrower with no employments (spec §5)", () => {
    expect(employmentCoverage([], today)).toMatchObject({ covered: false, gaps: [] });
  });

  it("lets a 31-day gap pass (spec §5)", () => {
    const result = employmentCoverage([job("2020-01-01", "2024-01-31"), job("2024-03-02")], today);
    expect(result).toMatchObject({ covered: true, gaps: [] });
  });

  it("flags a 32-day gap (spec §5)", () => {
    const result = employmentCoverage([job("2020-01-01", "2024-01-31"), job("2024-03-03")], today);
    expect(result.covered).toBe(false);
    expect(result.gaps).toEqual([{ from: d("2024-01-31"), to: d("2024-03-03"), days: 32 }]);
  });

  it("does not let an overlapping second job create or hide a gap", () => {
    const jobs = [job("2020-01-01", "2024-05-01"), job("2021-01-01", "2022-01-01"), job("2024-04-01")];
    expect(employmentCoverage(jobs, today)).toMatchObject({ covered: true, gaps: [] });
  });

  it("flags the time since the last job ended when it is longer than 31 days (spec §5)", () => {
    const result = employmentCoverage([job("2020-01-01", "2025-04-01")], today);
    expect(result.gaps).toEqual([{ from: d("2025-04-01"), to: today, days: 75 }]);
  });

  it("flags the part inside the two years of a gap that began before them (spec §5)", () => {
    const result = employmentCoverage([job("2020-01-01", "2023-05-15"), job("2023-08-01")], today);
    expect(result.covered).toBe(false);
    expect(result.gaps).toEqual([{ from: d("2023-06-01"), to: d("2023-08-01"), days: 61 }]);
  });

  it("lets a gap pass when no more than 31 of its days fall inside the two years (spec §5)", () => {
    const result = employmentCoverage([job("2020-01-01", "2023-04-01"), job("2023-07-02")], today);
    expect(result).toMatchObject({ covered: true, gaps: [] });
  });

  it("flags a first job that began more than 31 days into the two years (spec §5)", () => {
    const result = employmentCoverage([job("2023-07-03")], today);
    expect(result.covered).toBe(false);
    expect(result.gaps).toEqual([{ from: d("2023-06-01"), to: d("2023-07-03"), days: 32 }]);
  });

  it("does not flag a first job that began 31 days into the two years, though it is not covered (spec §5)", () => {
    expect(employmentCoverage([job("2023-07-02")], today)).toMatchObject({ covered: false, gaps: [] });
  });

  it("flags from the start of the two years when every job ended before them (spec §5)", () => {
    const result = employmentCoverage([job("2015-01-01", "2020-01-01")], today);
    expect(result.gaps).toEqual([{ from: d("2023-06-01"), to: today, days: 745 }]);
  });

  it("ignores gaps that closed before the two years began (spec §5)", () => {
    const result = employmentCoverage([job("2015-01-01", "2018-01-01"), job("2019-01-01")], today);
    expect(result).toMatchObject({ covered: true, gaps: [] });
  });
});
