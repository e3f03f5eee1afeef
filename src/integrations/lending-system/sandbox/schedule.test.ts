import { describe, expect, it } from "vitest";
import { sandboxStatus } from "./schedule";

const made = new Date("2026-11-27T10:00:00Z");
const at = (minutes: number) => new Date(made.getTime() + minutes * 60_000);

describe("the demo lending systems' schedule", () => {
  it("moves a loan through processing, underwriting, conditional approval, clear to close and funded", () => {
    expect([0, 2, 4, 6, 10, 15, 600].map((m) => sandboxStatus(made, at(m)).milestone)).toEqual([
      "submitted",
      "processing",
      "underwriting",
      "conditionallyApproved",
      "clearToClose",
      "funded",
      "funded",
    ]);
  });

  it("sets conditions at the conditional approval and clears them at clear to close", () => {
    expect(sandboxStatus(made, at(5)).conditions).toEqual([]);
    expect(sandboxStatus(made, at(6)).conditions.map((c) => c.cleared)).toEqual([false, false]);
    expect(sandboxStatus(made, at(10)).conditions.map((c) => c.cleared)).toEqual([true, true]);
  });
});
