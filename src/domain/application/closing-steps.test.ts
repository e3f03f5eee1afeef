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

  it("moves from disclosures to identity verification, and from identity verification to the income documents", () => {
    expect(closingStepAfter("disclosures")).toEqual({
      status: "identityVerification",
      next: "/app/application/identity-verification",
    });
    expect(closingStepAfter("identityVerification")).toEqual({
      status: "incomeDocs",
      next: "/app/application/upload",
    });
  });

  it("skips a step whose screen is not built: a status never names a screen that does not exist", () => {
    const noIdentity = CLOSING_STEPS.map((s) => ({
      ...s,
      built: s.status !== "identityVerification" && s.built,
    }));
    expect(closingStepAfter("disclosures", noIdentity)).toEqual({
      status: "incomeDocs",
      next: "/app/application/upload",
    });
  });

  it("goes to the first later step whose screen is built, its status with it", () => {
    const allBuilt = CLOSING_STEPS.map((s) => ({ ...s, built: true }));
    expect(closingStepAfter("disclosures", allBuilt)).toEqual({
      status: "identityVerification",
      next: "/app/application/identity-verification",
    });
  });

  it("stays put after a step no built step follows: the screen says what happens next", () => {
    const onlyDisclosures = CLOSING_STEPS.map((s) => ({ ...s, built: s.status === "disclosures" }));
    expect(closingStepAfter("disclosures", onlyDisclosures)).toEqual({ status: null, next: null });
  });

  it("leads from loan disbursement to the submitted screen (decision 043)", () => {
    expect(closingStepAfter("loanDisbursement")).toEqual({
      status: "applicationSubmitted",
      next: "/app/application/submitted",
    });
  });

  it("leads from the income documents to loan disbursement (decision 042)", () => {
    expect(closingStepAfter("incomeDocs")).toEqual({
      status: "loanDisbursement",
      next: "/app/application/loan-disbursement",
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
