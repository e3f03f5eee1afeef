import { describe, expect, it } from "vitest";
import { conditionByCode } from "../conditions/conditions";
import { identityOutcomeEffect, verifyIdentityInput } from "./identity-check";

const id = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("identity verification rules (issue 11, decision 041)", () => {
  it("moves a pass on without a condition", () => {
    expect(identityOutcomeEffect("pass")).toEqual({ conditionCode: null, movesOn: true });
  });

  it("adds identity condition 103 for a review and lets the applicant go on", () => {
    expect(identityOutcomeEffect("review")).toEqual({ conditionCode: 103, movesOn: true });
  });

  it("adds identity condition 104 for a fail and holds the step", () => {
    expect(identityOutcomeEffect("fail")).toEqual({ conditionCode: 104, movesOn: false });
  });

  it("keeps both identity conditions in the 100–110 range, asking for another photo ID, never by e-mail", () => {
    for (const code of [103, 104]) {
      const condition = conditionByCode(code);
      expect(condition).toMatchObject({
        area: "Identity and debt",
        kind: "document",
        documentType: "id_document",
      });
    }
  });

  it("needs the back of a driver's license but only the front of a passport (spec §3)", () => {
    expect(
      verifyIdentityInput.safeParse({ documentType: "driver_license", frontDocumentId: id }).error?.issues[0],
    ).toMatchObject({
      path: ["backDocumentId"],
      message: "Take a photo of the back of your ID too.",
    });
    expect(verifyIdentityInput.safeParse({ documentType: "passport", frontDocumentId: id }).success).toBe(
      true,
    );
  });

  it("refuses a kind of ID that is not accepted", () => {
    expect(verifyIdentityInput.safeParse({ documentType: "library_card", frontDocumentId: id }).success).toBe(
      false,
    );
  });
});
