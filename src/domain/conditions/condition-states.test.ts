import { describe, expect, it } from "vitest";
import {
  type CONDITION_STATUSES,
  type ConditionEvent,
  conditionsChangeable,
  moveCondition,
} from "./condition-states";

const to = (from: (typeof CONDITION_STATUSES)[number], event: ConditionEvent) => {
  const move = moveCondition(from, event);
  return move.ok ? move.to : "refused";
};

describe("condition states (issue 22 item 3, decision 094)", () => {
  it("moves an open condition to received when a file arrives, never to cleared", () => {
    expect(to("open", "fileReceived")).toBe("received");
    expect(to("received", "fileReceived")).toBe("received");
  });

  it("opens the need again when the applicant removes the file waiting for review", () => {
    expect(to("received", "fileRemoved")).toBe("open");
    expect(to("cleared", "fileRemoved")).toBe("refused");
  });

  it("refuses a file for a cleared or waived condition", () => {
    expect(to("cleared", "fileReceived")).toBe("refused");
    expect(to("waived", "fileReceived")).toBe("refused");
  });

  it("lets staff clear an open or received condition, and nothing already closed", () => {
    expect(to("received", "clear")).toBe("cleared");
    expect(to("open", "clear")).toBe("cleared");
    expect(to("cleared", "clear")).toBe("refused");
    expect(to("waived", "clear")).toBe("refused");
  });

  it("opens the need again when a received file is sent back, and only then", () => {
    expect(to("received", "sendBack")).toBe("open");
    for (const from of ["open", "cleared", "waived"] as const) expect(to(from, "sendBack")).toBe("refused");
  });

  it("waives an open or received condition, never a cleared one", () => {
    expect(to("open", "waive")).toBe("waived");
    expect(to("received", "waive")).toBe("waived");
    expect(to("cleared", "waive")).toBe("refused");
  });

  it("reopens only what was cleared or waived", () => {
    expect(to("cleared", "reopen")).toBe("open");
    expect(to("waived", "reopen")).toBe("open");
    expect(to("open", "reopen")).toBe("refused");
    expect(to("received", "reopen")).toBe("refused");
  });

  it("edits only a condition still outstanding", () => {
    expect(to("open", "edit")).toBe("open");
    expect(to("received", "edit")).toBe("received");
    expect(to("cleared", "edit")).toBe("refused");
  });

  it("says where the condition stands and to reload when a move is refused", () => {
    const move = moveCondition("cleared", "sendBack");
    expect(move).toEqual({ ok: false, sentence: expect.stringMatching(/is cleared\..*Reload the page/) });
  });

  it("refuses changes on a declined application", () => {
    expect(conditionsChangeable({ declined: true }).ok).toBe(false);
    expect(conditionsChangeable({ declined: false }).ok).toBe(true);
  });
});
