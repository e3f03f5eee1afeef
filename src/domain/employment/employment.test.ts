import { describe, expect, it } from "vitest";
import { isCurrentVerified, isSelfEmployed, ownershipClass } from "./employment";

const job = { startDate: new Date("2020-01-01") };

describe("employment (spec §5)", () => {
  it("counts exactly 25% ownership as self-owned (spec §5)", () =>
    expect(ownershipClass(25)).toBe("selfOwned"));
  it("counts 24.99% ownership as an ordinary employee (spec §5)", () =>
    expect(ownershipClass(24.99)).toBe("employee"));
  it("counts no ownership share as an ordinary employee (spec §5)", () => {
    expect(ownershipClass(undefined)).toBe("employee");
    expect(ownershipClass(null)).toBe("employee");
  });

  it("treats a verified job without an end date as current verified (spec §5)", () => {
    expect(isCurrentVerified({ ...job, dataSource: "Truework" })).toBe(true);
  });
  it("does not treat a job entered by hand as verified (spec §5)", () => {
    expect(isCurrentVerified({ ...job, dataSource: "Manual" })).toBe(false);
  });
  it("does not treat a job that has ended as current (spec §5)", () => {
    expect(isCurrentVerified({ ...job, dataSource: "Truework", endDate: new Date("2023-01-01") })).toBe(
      false,
    );
  });
  it("does not treat a missing job as current verified (spec §5)", () => {
    expect(isCurrentVerified(undefined)).toBe(false);
    expect(isCurrentVerified(null)).toBe(false);
  });
});

describe("self-employment (spec §5, §9)", () => {
  const start = new Date("2020-01-01");
  it("is self-employed with a current job owned 25% or more (spec §5)", () =>
    expect(isSelfEmployed([{ startDate: start, percentageOwned: 25 }])).toBe(true));
  it("is not self-employed with a current job owned under 25% (spec §5)", () =>
    expect(isSelfEmployed([{ startDate: start, percentageOwned: 24 }])).toBe(false));
  it("is not self-employed by a business owned 25% or more that has ended (spec §9)", () =>
    expect(isSelfEmployed([{ startDate: start, endDate: new Date("2024-01-31"), percentageOwned: 50 }])).toBe(
      false,
    ));
  it("is not self-employed without any employment", () => expect(isSelfEmployed([])).toBe(false));
});
