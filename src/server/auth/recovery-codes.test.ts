import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  looksLikeRecoveryCode,
  matchingRecoveryCodeHash,
  newRecoveryCodes,
  recoveryCodeHash,
} from "./recovery-codes";

const key = randomBytes(32);

describe("recovery codes", () => {
  it("makes ten different codes of the shape xxxx-xxxx from a clear alphabet", () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
  });

  it("finds a code typed in capitals, without its dash or with spaces", () => {
    const [code] = newRecoveryCodes() as [string];
    const hashes = [recoveryCodeHash(key, "u1", code)];
    for (const typed of [
      code.toUpperCase(),
      code.replace("-", ""),
      ` ${code.slice(0, 4)} ${code.slice(5)} `,
    ]) {
      expect(looksLikeRecoveryCode(typed)).toBe(true);
      expect(matchingRecoveryCodeHash(key, "u1", typed, hashes)).toBe(hashes[0]);
    }
  });

  it("binds a hash to its user: another user's stored hash does not match", () => {
    const [code] = newRecoveryCodes() as [string];
    expect(matchingRecoveryCodeHash(key, "u2", code, [recoveryCodeHash(key, "u1", code)])).toBeUndefined();
  });
});
