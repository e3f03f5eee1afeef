import type { MortgageRecord } from "../debts/credit-report";

/**
 * Spec §1: the insurance-verification connector. Once linked (canopyConnected) it supplies the
 * homeowners policy and the mortgage statements (spec §9: those count as uploaded).
 */
export type InsurancePolicy = {
  carrier: string;
  policyNumber: string;
  kind: "homeowners" | "flood";
  effective: Date;
  expires: Date;
  dwellingCoverage: number;
  propertyAddress: string;
};

export interface InsuranceVerification {
  /** Stores the applicant's completed connection and reports what it returned. */
  complete(
    applicationId: string,
    pullId: string,
  ): Promise<{ policies: InsurancePolicy[]; mortgages: MortgageRecord[] }>;
}
