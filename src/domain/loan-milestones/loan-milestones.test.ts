import { describe, expect, it } from "vitest";
import { LOAN_MILESTONE_LABELS, LOAN_MILESTONES, milestoneRank } from "./loan-milestones";

describe("loan milestones", () => {
  it("run from submission to funding, each named for staff and the tracker", () => {
    expect(LOAN_MILESTONES[0]).toBe("submitted");
    expect(LOAN_MILESTONES.at(-1)).toBe("funded");
    for (const milestone of LOAN_MILESTONES) expect(LOAN_MILESTONE_LABELS[milestone]).toMatch(/\w/);
  });

  it("rank clear to close after a conditional approval and before funding", () => {
    expect(milestoneRank("clearToClose")).toBeGreaterThan(milestoneRank("conditionallyApproved"));
    expect(milestoneRank("clearToClose")).toBeLessThan(milestoneRank("funded"));
  });
});
