import { describe, expect, it } from "vitest";
import { isPrequalificationStatus, movesStatusBack } from "./status-moves";

describe("movesStatusBack", () => {
  it("lets prequalification's status follow the answers, back as well as forward (decision 020)", () => {
    expect(movesStatusBack("prequalOffer", "prequalCredit")).toBe(false);
    expect(movesStatusBack("joinWaitlist", "prequalAddress")).toBe(false);
    expect(movesStatusBack(null, "prequalAddress")).toBe(false);
  });

  it("moves forward from prequalification into the application (issue 19)", () => {
    expect(movesStatusBack("prequalOffer", "application")).toBe(false);
    expect(movesStatusBack("mcr", "application")).toBe(false);
  });

  it("never takes a submitted application back to its first screen or to prequalification (issue 19)", () => {
    expect(movesStatusBack("applicationSubmitted", "application")).toBe(true);
    expect(movesStatusBack("application", "prequalCredit")).toBe(true);
    expect(movesStatusBack("application3", "joinWaitlist")).toBe(true);
    expect(movesStatusBack("identityVerification", "disclosures")).toBe(true);
  });

  it("follows the screens' order, not the order numbers: Income Verification (22.5) comes before Demographics (20)", () => {
    expect(movesStatusBack("application6", "application7")).toBe(false);
    expect(movesStatusBack("application7", "application6")).toBe(true);
  });

  it("keeps a status where it is", () => {
    expect(movesStatusBack("application5", "application5")).toBe(false);
  });
});

describe("isPrequalificationStatus", () => {
  it("counts the waitlist and every status before Personal Info (12) as prequalification", () => {
    expect(isPrequalificationStatus("joinWaitlist")).toBe(true);
    expect(isPrequalificationStatus("prequalOffer")).toBe(true);
    expect(isPrequalificationStatus("application")).toBe(false);
  });
});
