import { describe, expect, it } from "vitest";
import { statusOrder } from "../funnel/funnel-steps";
import { afterApplicationCompleted, CLOSING_STEPS, closingStepAfter, isAtOrPast } from "./closing-steps";

describe("the closing steps (spec §4)", () => {
  it("lists disclosures, identity verification, income documents, disbursement and submission in spec §4's order", () => {
    const statuses = CLOSING_STEPS.map((s) => s.status);
    expect(statuses).toEqual([
      "disclosures",
      "identityVerification",
      "incomeDocs",
      "loanDisbursement",
      "applicationSubmitted",
    ]);
    const orders = statuses.map((s) => statusOrder(s));
    expect(orders).toEqual([22, 23, 24, 25, 26]);
  });

  it("sends a completed summary to the disclosures at /app/application/sign", () => {
    expect(afterApplicationCompleted()).toEqual({ status: "disclosures", next: "/app/application/sign" });
  });

  it("moves the status from disclosures to identity verification, whatever screens exist", () => {
    expect(closingStepAfter("disclosures").status).toBe("identityVerification");
  });

  it("goes nowhere after disclosures while no later step's screen is built: the sign screen says what happens next", () => {
    const onlyDisclosures = CLOSING_STEPS.map((s) => ({ ...s, built: s.status === "disclosures" }));
    expect(closingStepAfter("disclosures", onlyDisclosures)).toEqual({
      status: "identityVerification",
      next: null,
    });
  });

  it("goes to the first later step whose screen is built, skipping one that is not (income documents before identity)", () => {
    const withUpload = CLOSING_STEPS.map((s) => ({
      ...s,
      built: s.status === "disclosures" || s.status === "incomeDocs",
    }));
    expect(closingStepAfter("disclosures", withUpload)).toEqual({
      status: "identityVerification",
      next: "/app/application/upload",
    });
  });

  it("has nothing after the application is submitted", () => {
    expect(closingStepAfter("applicationSubmitted")).toEqual({ status: null, next: null });
  });

  it("knows a later closing status is past disclosures, and an application status is not", () => {
    expect(isAtOrPast("identityVerification", "disclosures")).toBe(true);
    expect(isAtOrPast("disclosures", "disclosures")).toBe(true);
    expect(isAtOrPast("application8", "disclosures")).toBe(false);
    expect(isAtOrPast(null, "disclosures")).toBe(false);
  });
});
