/**
 * What an identity-verification vendor answers (shaped like the common document + data checks: a
 * decision, a score, and one result per check with a code). The sandbox builds this same payload,
 * so the transform runs on every call.
 */
export type VendorCheckCode =
  | "DOC_IMAGE_QUALITY"
  | "DOC_AUTHENTICITY"
  | "NAME_MATCH"
  | "DOB_MATCH"
  | "SSN_MATCH"
  | "ADDRESS_MATCH";

export type VendorCheck = { code: VendorCheckCode; result: "clear" | "consider" | "fail" };

export type VendorIdentityResponse = {
  inquiry_id: string;
  /** The vendor's overall decision. */
  decision: "approved" | "manual_review" | "declined";
  risk_score: number;
  checks: VendorCheck[];
};
