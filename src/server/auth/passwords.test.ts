import { parseOptions } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  PASSWORD_HASH_OPTIONS,
  passwordNeedsRehash,
  verifyPassword,
} from "./passwords";

describe("password hashing (docs/design.md §1: argon2id)", () => {
  it("stores an argon2id hash with OWASP's parameters that verifies only the same password", async () => {
    const stored = await hashPassword("copper kettle harbour lamp");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(stored, "copper kettle harbour lamp")).resolves.toBe(true);
    await expect(verifyPassword(stored, "Copper kettle harbour lamp")).resolves.toBe(false);
  });

  it("salts each hash, so two people with one password have different hashes", async () => {
    expect(await hashPassword("same password here")).not.toBe(await hashPassword("same password here"));
  });

  it("answers false for an unknown account after a full verification, and for a broken hash", async () => {
    await expect(verifyPassword(null, "anything at all")).resolves.toBe(false);
    await expect(verifyPassword("not-a-hash", "anything at all")).resolves.toBe(false);
  });

  it("keeps the dummy hash on today's parameters, so an unknown account costs what a real one does", () => {
    expect(parseOptions(DUMMY_PASSWORD_HASH)).toMatchObject({
      algorithm: PASSWORD_HASH_OPTIONS.algorithm,
      memoryCost: PASSWORD_HASH_OPTIONS.memoryCost,
      timeCost: PASSWORD_HASH_OPTIONS.timeCost,
      parallelism: PASSWORD_HASH_OPTIONS.parallelism,
    });
    expect(passwordNeedsRehash(DUMMY_PASSWORD_HASH)).toBe(false);
  });

  it("asks to re-hash a password stored with weaker settings", async () => {
    const { hash } = await import("@node-rs/argon2");
    const weak = await hash("copper kettle harbour lamp", { ...PASSWORD_HASH_OPTIONS, memoryCost: 4096 });
    expect(passwordNeedsRehash(weak)).toBe(true);
    expect(passwordNeedsRehash("garbage")).toBe(true);
  });
});
