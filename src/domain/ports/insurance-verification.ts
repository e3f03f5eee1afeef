import type { PostalAddress } from "./person";

/**
 * Spec §1: the insurance-verification connector. Once linked (canopyConnected) it supplies the
 * homeowners policy of the subject property and its mortgage statement (spec §9: that counts as
 * uploaded).
 */
export type InsurancePolicy = {
  carrier: string;
  policyNumber: string;
  kind: "homeowners" | "flood";
  effective: Date;
  expires: Date;
  dwellingCoverage: number;
  /** The mortgagee clause: the lender the policy names, when there is a mortgage. */
  mortgagee: string | null;
};

/** A file the carrier holds for the policy (the mortgage statement it keeps for the mortgagee). */
export type InsuranceFile = { name: string; contentType: string; bytes: Uint8Array };

export type LinkedInsurance = {
  policy: InsurancePolicy;
  mortgageStatement: InsuranceFile | null;
};

export interface InsuranceVerification {
  /**
   * The applicant's homeowners policy at `carrier` for the property at `address`; null when the
   * carrier finds no policy of theirs there.
   */
  link(request: {
    reference: string;
    carrier: string;
    policyholder: { firstName: string; lastName: string };
    address: PostalAddress;
  }): Promise<LinkedInsurance | null>;
}
