import { describe, expect, it } from "vitest";
import { isCurrentVerified, ownershipClass } from "./employment";

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
