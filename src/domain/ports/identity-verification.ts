import type { IdentityDocumentType } from "../documents/identity-documents";
import type { PersonIdentity } from "./person";

/** Spec §4 "Identity Verification": pass, needs a person's review, or fail (issue 11). */
export const IDENTITY_OUTCOMES = ["pass", "review", "fail"] as const;
export type IdentityOutcome = (typeof IDENTITY_OUTCOMES)[number];

/** Why a check did not pass, in the vendor-neutral words the conditions and the screen use. */
export const IDENTITY_REASONS = [
  "documentUnreadable",
  "nameMismatch",
  "dateOfBirthMismatch",
  "ssnMismatch",
  "addressMismatch",
  "documentSuspected",
] as const;
export type IdentityReason = (typeof IDENTITY_REASONS)[number];

export type IdentityVerdict = {
  outcome: IdentityOutcome;
  /** The vendor's reference for the check, kept as evidence. */
  reference: string;
  reasons: IdentityReason[];
};

/** The ID's photos: the front, and the back for every kind but a passport (spec §3). */
export type IdentityDocumentImages = {
  type: IdentityDocumentType;
  front: Uint8Array;
  back?: Uint8Array;
};

/** Checks the applicant's data (name, date of birth, SSN, address) against their ID's photos. */
export interface IdentityVerification {
  verify(person: PersonIdentity, document: IdentityDocumentImages): Promise<IdentityVerdict>;
}
