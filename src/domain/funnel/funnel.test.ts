import { describe, expect, it } from "vitest";
import { debtStepNumber } from "./debt-step-number";
import { FUNNEL_STEPS, statusOrder } from "./funnel-steps";
import { LANDING_STEPS, LANDING_VERSIONS } from "./landing-versions";
import { INITIAL_SETUP_FLOW, PREQUAL_FLOW, prequalFlowFor } from "./prequal-flows";

describe("funnel steps (spec §4)", () => {
  it("numbers mcr 0 through joinWaitlist 27 (spec §4)", () => {
    expect(statusOrder("mcr")).toBe(0);
    expect(statusOrder("joinWaitlist")).toBe(27);
    expect(FUNNEL_STEPS).toHaveLength(40);
  });

  it("keeps the fractional steps 7.5, 8.5, 9.5 and 22.5 (spec §4)", () => {
    expect(statusOrder("selfReportedInformationOffer")).toBe(7.5);
    expect(statusOrder("coborrower")).toBe(8.5);
    expect(statusOrder("prequalDebts")).toBe(9.5);
    expect(statusOrder("application6")).toBe(22.5);
  });

  it("numbers the prequalification path 3 to 10 (spec §4)", () => {
    const prequal = FUNNEL_STEPS.filter((s) => s.status.startsWith("prequal")).map((s) => s.order);
    expect(prequal).toEqual([3, 4, 5, 6, 7, 8.5, 9, 9.5, 10]);
  });

  it("labels the steps in the spec's words (spec §4)", () => {
    const label = (status: string) => FUNNEL_STEPS.find((s) => s.status === status)?.label;
    expect(label("mcr")).toBe("New MCR Lead");
    expect(label("disclosures")).toBe("E-sign HECA");
    expect(label("prequalDerogatory")).toBe("Disqualifying Issues");
  });

  it("knows no order for a status outside the funnel", () => expect(statusOrder("nope")).toBeUndefined());
});

describe("landing versions (spec §2)", () => {
  it("runs version A in 13 steps from name to mcr (spec §2)", () => {
    expect(LANDING_VERSIONS.A).toHaveLength(13);
    expect(LANDING_VERSIONS.A[8]).toEqual({ number: 9, step: "property-usage" });
    expect(LANDING_VERSIONS.A[12]).toEqual({ number: 13, step: "mcr" });
  });

  it("runs version B in 12 steps, the same without property-usage (spec §2)", () => {
    expect(LANDING_VERSIONS.B).toHaveLength(12);
    expect(LANDING_VERSIONS.B.map((s) => s.step)).not.toContain("property-usage");
    expect(LANDING_VERSIONS.B[8]).toEqual({ number: 9, step: "credit-score" });
  });

  it("names 25 landing steps in the full set (spec §2)", () => expect(LANDING_STEPS).toHaveLength(25));
});

describe("prequalification flows (spec §2)", () => {
  it("starts the new flow at building-type and checks credit at /prequal/credit-check (spec §2)", () => {
    expect(prequalFlowFor("new")).toBe(PREQUAL_FLOW);
    expect(PREQUAL_FLOW.entry).toBe("/prequal/building-type");
    expect(PREQUAL_FLOW.creditCheck).toBe("/prequal/credit-check");
  });

  it("starts the old flow at name and checks credit at credit-score (spec §2)", () => {
    expect(prequalFlowFor("old")).toBe(INITIAL_SETUP_FLOW);
    expect(INITIAL_SETUP_FLOW.entry).toBe("/app/initial-setup/name");
    expect(INITIAL_SETUP_FLOW.creditCheck).toBe("/app/initial-setup/credit-score");
  });
});

describe("debt step number (spec §4)", () => {
  it("is 2 when any debt is confirmed (spec §4)", () => {
    expect(debtStepNumber([{ confirmed: false }, { confirmed: true }])).toBe(2);
  });
  it("is 1 when no debt is confirmed (spec §4)", () =>
    expect(debtStepNumber([{ confirmed: false }, {}])).toBe(1));
  it("is 1 for an empty debt list (spec §4)", () => expect(debtStepNumber([])).toBe(1));
});
