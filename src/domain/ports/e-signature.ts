/** Spec §4 "E-sign HECA": disclosures the applicant signs before disbursement. */
export type SignatureRequest = {
  applicationId: string;
  signers: { name: string; email: string; role: "main" | "coborrower" }[];
  documents: { name: string; pdf: Uint8Array }[];
};

export type SignatureStatus = {
  state: "pending" | "signed" | "declined";
  signedPdf?: Uint8Array;
  signedAt?: Date;
};

export interface ESignature {
  /** Starts a signing envelope; the same applicationId twice returns the same envelope. */
  request(request: SignatureRequest): Promise<{ envelopeId: string; signUrl: string }>;
  status(envelopeId: string): Promise<SignatureStatus>;
}
