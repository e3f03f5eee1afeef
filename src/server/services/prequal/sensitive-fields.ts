import { decryptField, encryptField } from "@/server/security/field-crypto";

/** A borrower's values that never sit in clear: the SSN (9 digits) and date of birth (YYYY-MM-DD). */
export type SensitivePerson = { ssn: string; dateOfBirth: string };
export type SensitiveValues = { borrower?: SensitivePerson; coborrower?: SensitivePerson };

const context = (applicationId: string) => `applications.sensitive:${applicationId}`;

/** Sealed to the row: a value copied onto another application fails to open (docs/design.md §5). */
export function sealSensitive(key: Uint8Array, applicationId: string, values: SensitiveValues): string {
  return encryptField(key, JSON.stringify(values), context(applicationId));
}

export function openSensitive(
  key: Uint8Array,
  applicationId: string,
  envelope: string | null,
): SensitiveValues {
  if (!envelope) return {};
  return JSON.parse(decryptField(key, envelope, context(applicationId))) as SensitiveValues;
}
