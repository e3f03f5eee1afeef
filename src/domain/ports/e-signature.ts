/**
 * Spec §1 "E-sign HECA": the disclosures each borrower signs (issue 11, decision 038). The product
 * signs itself (the sandbox adapter: pdf-lib stamps and a certificate page); a vendor adapter
 * (an envelope service) can replace it behind this port. Whoever signs, the evidence is the same.
 */

/** The ESIGN consent a signature rests on (15 U.S.C. 7001(c)). */
export type ConsentEvidence = { givenAt: Date; version: string };

/** Who signed, when, from where, and with which act: what a court asks of an electronic signature. */
export type SignerEvidence = {
  /** The name typed as the adopted signature. */
  signature: string;
  email: string;
  role: "borrower" | "coborrower";
  signedAt: Date;
  address: string;
  userAgent: string;
  consent: ConsentEvidence;
};

export type DocumentToSign = {
  title: string;
  /** The unsigned document as delivered. */
  pdf: Uint8Array;
  /** SHA-256 of `pdf`, hexadecimal. */
  sha256: string;
  /** The lender's reference for the application, printed on the certificate. */
  reference: string;
};

export type SignedDocument = {
  /** The document with the signature on every page and the certificate page after them. */
  pdf: Uint8Array;
  /** SHA-256 of `pdf`: it cannot be printed inside the file it describes, so it is kept beside it. */
  sha256: string;
};

export interface ESignature {
  /** Signs `document` for the signer; the same inputs give the same bytes. */
  sign(document: DocumentToSign, signer: SignerEvidence): Promise<SignedDocument>;
}
