import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Sensitive fields at rest (docs/design.md §5): the TOTP secret now; SSN, date of birth and account
 * numbers later. AES-256-GCM in a versioned envelope `v1:<iv>:<tag>:<ciphertext>` (base64url), so a
 * later key or algorithm can be told apart from this one and old values still read.
 */
const VERSION = "v1";
const IV_BYTES = 12; // GCM's standard nonce; random per value, so one key can seal 2^32 values safely
const TAG_BYTES = 16;
export const ENCRYPTION_KEY_BYTES = 32;

export class FieldDecryptionError extends Error {
  override name = "FieldDecryptionError";
}

/**
 * Seals `plaintext`. `context` (e.g. `staff_users.totp_secret:<id>`) is authenticated but not
 * stored: a value copied onto another row or column then fails to open instead of being trusted.
 */
export function encryptField(key: Uint8Array, plaintext: string, context = ""): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString("base64url"));
  return [VERSION, ...parts].join(":");
}

/** Opens an envelope sealed with the same key and context; throws FieldDecryptionError otherwise. */
export function decryptField(key: Uint8Array, envelope: string, context = ""): string {
  const [version, iv, tag, ciphertext, ...rest] = envelope.split(":");
  if (
    version !== VERSION ||
    iv === undefined ||
    tag === undefined ||
    ciphertext === undefined ||
    rest.length
  ) {
    throw new FieldDecryptionError("The value is not a v1 field-encryption envelope");
  }
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    // Never say more: a wrong key, a changed byte and a moved value look the same to a caller.
    throw new FieldDecryptionError("The value could not be decrypted: wrong key, or it was altered");
  }
}

/**
 * A separate key for another use (`"one-time-codes"`, `"recovery-codes"`), derived with HKDF-SHA-256
 * so one setting serves them all and a leak of one derived key reveals neither the others nor the master.
 */
export function deriveKey(masterKey: Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", masterKey, Buffer.alloc(0), `keystone:${purpose}`, 32));
}
