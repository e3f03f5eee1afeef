import { describe, expect, it } from "vitest";
import { staffIdsOf, timelineEntry } from "./loan-file-timeline";

const at = new Date("2030-01-02T10:00:00Z");
const names = new Map([["5f0c", "Dana Reyes"]]);

describe("the loan file's timeline (decision 084)", () => {
  it("says a status change in stages, not screen names", () => {
    const entry = timelineEntry(
      {
        id: "audit:1",
        occurredAt: at,
        actor: "applicant:1",
        action: "application.statusChanged",
        details: { from: "application8", to: "disclosures" },
      },
      names,
    );
    expect(entry).toEqual({
      id: "audit:1",
      at,
      who: "The applicant",
      what: "Moved from “Application in progress” to “Disclosures out for signature”",
    });
  });

  it("names a staff member by name and a document by its label", () => {
    const entry = timelineEntry(
      {
        id: "audit:2",
        occurredAt: at,
        actor: "staff:5f0c",
        action: "document.waived",
        details: { documentType: "w2" },
      },
      names,
    );
    expect(entry.who).toBe("Dana Reyes");
    expect(entry.what).toMatch(/^Waived W-2/);
  });

  it.each([
    [
      "condition.sentBack",
      { code: 407, reason: "wrongDocument", note: "A lunch menu." },
      "Sent back the file for condition 407 (Wrong document): “A lunch menu.”",
    ],
    [
      "condition.waived",
      { code: 407, reason: "No overtime counted." },
      "Waived condition 407: “No overtime counted.”",
    ],
    ["condition.reopened", { code: 102, reason: "expired", note: null }, "Reopened condition 102 (Expired)"],
    ["condition.received", { code: 405 }, "A file arrived for condition 405: to review"],
    [
      "condition.edited",
      { code: 405, changed: ["text", "dueOn"] },
      "Changed condition 405: its text, its due date",
    ],
  ])("says who changed a condition and why: %s (decision 094)", (action, details, what) => {
    const entry = timelineEntry(
      { id: "audit:9", occurredAt: at, actor: "staff:5f0c", action, details },
      names,
    );
    expect(entry).toMatchObject({ who: "Dana Reyes", what });
  });

  it("still shows an action it has no words for, by its name", () => {
    expect(
      timelineEntry(
        { id: "audit:3", occurredAt: at, actor: "system", action: "lender.thing", details: {} },
        names,
      ),
    ).toMatchObject({
      who: "The system",
      what: "lender.thing",
    });
  });

  it("collects each staff id once, to read their names in one query", () => {
    expect(
      staffIdsOf([{ actor: "staff:a" }, { actor: "system" }, { actor: "staff:a" }, { actor: "staff:b" }]),
    ).toEqual(["a", "b"]);
  });

  it("says a person's decision and what it replaced, and each milestone reached (decisions 091, 092)", () => {
    const entry = (action: string, details: Record<string, unknown>) =>
      timelineEntry({ id: "audit:9", occurredAt: at, actor: "staff:5f0c", action, details }, names).what;
    expect(entry("application.decided", { outcome: "counteroffer", superseded: "referred" })).toBe(
      "Decision recorded: Counteroffer, replacing “Referred to an underwriter”",
    );
    expect(entry("application.decided", { outcome: "approved" })).toBe("Decision recorded: Approved");
    expect(entry("application.loanMilestone", { from: "closing", to: "funded", label: "Funded" })).toBe(
      "Milestone reached: Funded",
    );
  });
});
