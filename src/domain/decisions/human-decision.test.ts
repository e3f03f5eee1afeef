import { describe, expect, it } from "vitest";
import { actionDaysLeft, actionDueOn } from "./action-deadline";
import {
  DECLINE_IS_FINAL,
  type DecidableFile,
  decideInput,
  FUNDED_IS_FINAL,
  NOT_SUBMITTED_TO_DECIDE,
  refusalToDecide,
  STALE_DECISION,
} from "./human-decision";

const A = "6f1c0f0e-1d7e-4a55-9a51-1d2f3c4b5a60";
const CURRENT = "0b9e8f1a-2c3d-4e5f-8a7b-9c0d1e2f3a4b";
const referred: DecidableFile = {
  current: { id: CURRENT, outcome: "referred" },
  declined: false,
  milestone: null,
};
const valid = {
  applicationId: A,
  supersedes: CURRENT,
  outcome: "approved",
  comment: "Income verified.",
  reasons: [],
};
const messagesOf = (input: unknown) => {
  const result = decideInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("a person's decision (decision 091)", () => {
  it("needs a comment, kept with the decision as its reasoning", () => {
    expect(messagesOf(valid)).toEqual([]);
    expect(messagesOf({ ...valid, comment: "   " })).toEqual([
      "Write a comment: it is kept with your decision as its reasoning.",
    ]);
    expect(messagesOf({ ...valid, comment: "x".repeat(2001) })).toEqual([
      "Keep the comment to 2000 characters.",
    ]);
  });

  it("declines with one to four principal reasons from the Reg B list, and only a decline has reasons", () => {
    const decline = { ...valid, outcome: "declined" };
    expect(messagesOf({ ...decline, reasons: ["highDebtToIncome"] })).toEqual([]);
    expect(messagesOf(decline)).toEqual([
      "Choose the principal reasons for the decline: the applicant's notice states them.",
    ]);
    expect(
      messagesOf({
        ...decline,
        reasons: ["lowEquity", "latePayment", "highDebtToIncome", "lowCreditScore", "noCreditFile"],
      }),
    ).toEqual(["Choose at most 4 principal reasons."]);
    expect(messagesOf({ ...decline, reasons: ["notAReason"] })).toEqual(["Choose reasons from the list"]);
    expect(messagesOf({ ...valid, reasons: ["lowEquity"] })).toEqual([
      "Principal reasons go with a decline only. Clear them, or choose Decline.",
    ]);
  });

  it("refuses referred as a person's outcome: a referral is the automated decision handing the file to a person", () => {
    expect(messagesOf({ ...valid, outcome: "referred" })).toEqual(["Choose the decision"]);
  });

  it("may follow any decision but a decline, before funding, over the decision the underwriter read", () => {
    expect(refusalToDecide(referred, CURRENT)).toBeNull();
    for (const outcome of ["approved", "conditionallyApproved", "counteroffer"] as const)
      expect(refusalToDecide({ ...referred, current: { id: CURRENT, outcome } }, CURRENT)).toBeNull();
    expect(refusalToDecide({ ...referred, milestone: "closing" }, CURRENT)).toBeNull();
  });

  it("refuses before submission, after a decline, after funding, and over a decision since superseded", () => {
    expect(refusalToDecide({ ...referred, current: null }, CURRENT)).toBe(NOT_SUBMITTED_TO_DECIDE);
    expect(refusalToDecide({ ...referred, current: { id: CURRENT, outcome: "declined" } }, CURRENT)).toBe(
      DECLINE_IS_FINAL,
    );
    expect(refusalToDecide({ ...referred, declined: true }, CURRENT)).toBe(DECLINE_IS_FINAL);
    expect(refusalToDecide({ ...referred, milestone: "funded" }, CURRENT)).toBe(FUNDED_IS_FINAL);
    expect(refusalToDecide(referred, A)).toBe(STALE_DECISION);
  });
});

describe("the Reg B clock of a referred file (decision 092)", () => {
  const completed = new Date("2026-11-02T23:30:00Z");
  it("counts 30 whole days from the day the application was completed, in UTC days", () => {
    expect(actionDaysLeft(completed, new Date("2026-11-02T23:59:00Z"))).toBe(30);
    expect(actionDaysLeft(completed, new Date("2026-11-03T00:01:00Z"))).toBe(29);
    expect(actionDaysLeft(completed, new Date("2026-12-02T12:00:00Z"))).toBe(0);
    expect(actionDueOn(completed)).toEqual(new Date("2026-12-02T00:00:00Z"));
  });

  it("goes below zero once overdue", () => {
    expect(actionDaysLeft(completed, new Date("2026-12-05T00:00:00Z"))).toBe(-3);
  });
});
