import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadEncryptionKey } from "./encryption-key";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "key-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the field-encryption key (APP_ENCRYPTION_KEY)", () => {
  it("uses the configured key", () => {
    const configured = randomBytes(32).toString("base64");
    const key = loadEncryptionKey({ configured, dataDir: tempDir(), live: true });
    expect(key.toString("base64")).toBe(configured);
  });

  it("refuses a configured key that is not 32 bytes, saying how to make one", () => {
    expect(() => loadEncryptionKey({ configured: "c2hvcnQ=", dataDir: tempDir(), live: false })).toThrow(
      "APP_ENCRYPTION_KEY must be 32 bytes in base64; make one with: openssl rand -base64 32",
    );
  });

  it("generates a development key once into the data folder, readable by the owner only, and reuses it", () => {
    const dataDir = path.join(tempDir(), "data");
    const first = loadEncryptionKey({ dataDir, live: false });
    const file = path.join(dataDir, "encryption.key");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toHaveLength(32);
    expect(loadEncryptionKey({ dataDir, configured: "", live: false })).toEqual(first);
  });

  it("refuses to generate one in a live deployment", () => {
    const dataDir = tempDir();
    expect(() => loadEncryptionKey({ dataDir, live: true })).toThrow("APP_ENCRYPTION_KEY is unset");
    expect(fs.existsSync(path.join(dataDir, "encryption.key"))).toBe(false);
  });
});
