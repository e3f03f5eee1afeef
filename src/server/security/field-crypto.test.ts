import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptField, deriveKey, encryptField, FieldDecryptionError } from "./field-crypto";

const key = randomBytes(32);

describe("field encryption (docs/design.md §5: AES-256-GCM at rest)", () => {
  it("opens what it sealed, and seals the same value differently each time", () => {
    const sealed = encryptField(key, "JBSWY3DPEHPK3PXP");
    expect(sealed).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(decryptField(key, sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(encryptField(key, "JBSWY3DPEHPK3PXP")).not.toBe(sealed);
  });

  it("refuses a value with any changed byte", () => {
    const [version, iv, tag, ciphertext] = encryptField(key, "123-45-6789").split(":");
    const flipped = Buffer.from(ciphertext as string, "base64url");
    flipped[0] = (flipped[0] as number) ^ 1;
    const tampered = [version, iv, tag, flipped.toString("base64url")].join(":");
    expect(() => decryptField(key, tampered)).toThrow(FieldDecryptionError);
  });

  it("refuses to open with another key", () => {
    const sealed = encryptField(key, "123-45-6789");
    expect(() => decryptField(randomBytes(32), sealed)).toThrow("wrong key, or it was altered");
  });

  it("refuses a value moved to another row (the context is authenticated)", () => {
    const sealed = encryptField(key, "secret", "staff_users.totp_secret:a");
    expect(decryptField(key, sealed, "staff_users.totp_secret:a")).toBe("secret");
    expect(() => decryptField(key, sealed, "staff_users.totp_secret:b")).toThrow(FieldDecryptionError);
  });

  it("refuses something that is not an envelope", () => {
    expect(() => decryptField(key, "plain text")).toThrow("not a v1");
    expect(() => decryptField(key, "v2:a:b:c")).toThrow(FieldDecryptionError);
  });

  it("derives a distinct, stable key per purpose", () => {
    expect(deriveKey(key, "one-time-codes")).toEqual(deriveKey(key, "one-time-codes"));
    expect(deriveKey(key, "one-time-codes")).not.toEqual(deriveKey(key, "recovery-codes"));
    expect(deriveKey(key, "one-time-codes")).toHaveLength(32);
  });
});
