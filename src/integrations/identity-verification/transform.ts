import type { IdentityOutcome, IdentityReason, IdentityVerdict } from "@/domain/ports/identity-verification";
import type { VendorCheckCode, VendorIdentityResponse } from "./vendor-payload";

const OUTCOME: Record<VendorIdentityResponse["decision"], IdentityOutcome> = {
  approved: "pass",
  manual_review: "review",
  declined: "fail",
};

const REASON: Record<VendorCheckCode, IdentityReason> = {
  DOC_IMAGE_QUALITY: "documentUnreadable",
  DOC_AUTHENTICITY: "documentSuspected",
  NAME_MATCH: "nameMismatch",
  DOB_MATCH: "dateOfBirthMismatch",
  SSN_MATCH: "ssnMismatch",
  ADDRESS_MATCH: "addressMismatch",
};

/**
 * Vendor response -> domain verdict: the vendor's decision is the outcome, and every check not
 * clear is a reason (in the order the vendor lists them, each once). An approval with a failed
 * check is read as a review: a person looks before the lender relies on it.
 */
export function identityVerdictFromVendor(response: VendorIdentityResponse): IdentityVerdict {
  const reasons = [
    ...new Set(response.checks.filter((c) => c.result !== "clear").map((c) => REASON[c.code])),
  ];
  const failedCheck = response.checks.some((c) => c.result === "fail");
  const outcome = OUTCOME[response.decision];
  return {
    outcome: outcome === "pass" && failedCheck ? "review" : outcome,
    reference: response.inquiry_id,
    reasons,
  };
}
