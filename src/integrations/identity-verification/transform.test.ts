import { describe, expect, it } from "vitest";
import { identityVerdictFromVendor } from "./transform";
import type { VendorIdentityResponse } from "./vendor-payload";

const response = (overrides: Partial<VendorIdentityResponse>): VendorIdentityResponse => ({
  inquiry_id: "INQ-1",
  decision: "approved",
  risk_score: 5,
  checks: [
    { code: "DOC_IMAGE_QUALITY", result: "clear" },
    { code: "NAME_MATCH", result: "clear" },
  ],
  ...overrides,
});

describe("identityVerdictFromVendor", () => {
  it("reads an approval with every check clear as a pass with no reasons", () => {
    expect(identityVerdictFromVendor(response({}))).toEqual({
      outcome: "pass",
      reference: "INQ-1",
      reasons: [],
    });
  });

  it("reads a manual review as review, naming each check that was not clear once", () => {
    const verdict = identityVerdictFromVendor(
      response({
        decision: "manual_review",
        checks: [
          { code: "ADDRESS_MATCH", result: "consider" },
          { code: "NAME_MATCH", result: "clear" },
          { code: "ADDRESS_MATCH", result: "consider" },
        ],
      }),
    );
    expect(verdict).toEqual({ outcome: "review", reference: "INQ-1", reasons: ["addressMismatch"] });
  });

  it("reads a decline as fail with its failed checks", () => {
    const verdict = identityVerdictFromVendor(
      response({
        decision: "declined",
        checks: [
          { code: "DOC_AUTHENTICITY", result: "fail" },
          { code: "SSN_MATCH", result: "fail" },
        ],
      }),
    );
    expect(verdict).toEqual({
      outcome: "fail",
      reference: "INQ-1",
      reasons: ["documentSuspected", "ssnMismatch"],
    });
  });

  it("sends an approval carrying a failed check to a person's review rather than passing it", () => {
    const verdict = identityVerdictFromVendor(response({ checks: [{ code: "DOB_MATCH", result: "fail" }] }));
    expect(verdict.outcome).toBe("review");
    expect(verdict.reasons).toEqual(["dateOfBirthMismatch"]);
  });
});
