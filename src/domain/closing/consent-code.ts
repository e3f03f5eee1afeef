/**
 * The ESIGN consent's proof of access (15 U.S.C. 7001(c)(1)(C)(ii)): a 6-character code printed in
 * a PDF the applicant opens. Letters and digits that cannot be mistaken for each other (no 0/O,
 * 1/I/L), so a code read off a phone's screen is typed right.
 */
export const CONSENT_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CONSENT_CODE_LENGTH = 6;

/** What the applicant typed, as the code is kept: capitals, without spaces or dashes. */
export function normaliseConsentCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, "");
}

/** A code from `randomIndex` (the server passes a cryptographic source; tests a fixed one). */
export function consentCode(randomIndex: (size: number) => number): string {
  let code = "";
  for (let i = 0; i < CONSENT_CODE_LENGTH; i++)
    code += CONSENT_CODE_ALPHABET[randomIndex(CONSENT_CODE_ALPHABET.length)];
  return code;
}
