import { describe, expect, it } from "vitest";
import {
  alreadyAt,
  DECLINED_HAS_NO_MILESTONES,
  LOAN_MILESTONE_LABELS,
  LOAN_MILESTONES,
  type MilestoneFile,
  milestoneRank,
  milestonesReached,
  NEEDS_APPROVAL,
  NOT_SUBMITTED_TO_MOVE,
  refusalToMove,
} from "./loan-milestones";

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

const file = (over: Partial<MilestoneFile> = {}): MilestoneFile => ({
  submitted: true,
  declined: false,
  outcome: "approved",
  milestone: "submitted",
  ...over,
});

describe("moving a milestone (decision 092)", () => {
  it("moves forward, skipping milestones if staff choose", () => {
    expect(refusalToMove(file(), "processing", "staff")).toBeNull();
    expect(refusalToMove(file({ milestone: "processing" }), "clearToClose", "staff")).toBeNull();
  });

  it("never steps back or stays put, for staff or the lending system", () => {
    expect(refusalToMove(file({ milestone: "closing" }), "processing", "staff")).toBe(alreadyAt("closing"));
    expect(refusalToMove(file({ milestone: "closing" }), "closing", "lendingSystem")).toBe(
      alreadyAt("closing"),
    );
  });

  it("refuses a file not yet submitted, or declined", () => {
    expect(refusalToMove(file({ submitted: false }), "processing", "staff")).toBe(NOT_SUBMITTED_TO_MOVE);
    expect(refusalToMove(file({ declined: true }), "processing", "lendingSystem")).toBe(
      DECLINED_HAS_NO_MILESTONES,
    );
  });

  it("takes staff past underwriting only with an approval on the file; the lending system's own underwriting is its word", () => {
    for (const outcome of ["referred", "counteroffer"])
      expect(
        refusalToMove(file({ outcome, milestone: "underwriting" }), "conditionallyApproved", "staff"),
      ).toBe(NEEDS_APPROVAL);
    expect(refusalToMove(file({ outcome: "referred" }), "underwriting", "staff")).toBeNull();
    expect(refusalToMove(file({ outcome: "conditionallyApproved" }), "funded", "staff")).toBeNull();
    expect(refusalToMove(file({ outcome: "referred" }), "clearToClose", "lendingSystem")).toBeNull();
  });

  it("dates each milestone by the move that reached or passed it first", () => {
    const d = (day: number) => new Date(Date.UTC(2026, 10, day));
    const reached = milestonesReached([
      { to: "closing", at: d(9) },
      { to: "processing", at: d(2) },
      { to: "funded", at: d(12) },
    ]);
    expect(reached.processing).toEqual(d(2));
    expect(reached.underwriting).toEqual(d(9));
    expect(reached.closing).toEqual(d(9));
    expect(reached.funded).toEqual(d(12));
    expect(milestonesReached([]).funded).toBeNull();
  });
});
