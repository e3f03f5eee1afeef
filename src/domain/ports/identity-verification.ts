import type { IdentityDocumentType } from "../documents/identity-documents";
import type { PersonIdentity } from "./person";

export type IdentityVerdict =
  | { verified: true; reference: string }
  | {
      verified: false;
      reason: "documentUnreadable" | "mismatch" | "expired" | "unavailable";
      reference?: string;
    };

/** Spec §4 "Identity Verification": the ID photos are checked against the applicant's details. */
export interface IdentityVerification {
  verify(
    person: PersonIdentity,
    document: { type: IdentityDocumentType; front: Uint8Array; back?: Uint8Array },
  ): Promise<IdentityVerdict>;
}
