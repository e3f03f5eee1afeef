import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { checkTotp, newTotpSecret, totpProvisioning } from "./totp";

const at = new Date("2030-01-01T08:00:10Z");
const codeAt = (secret: string, date: Date) => generate({ secret, epoch: Math.floor(date.getTime() / 1000) });
const shift = (seconds: number) => new Date(at.getTime() + seconds * 1000);

describe("TOTP second factor (docs/design.md §4)", () => {
  it("accepts the current code and the codes one 30-second step either side", async () => {
    const secret = newTotpSecret();
    for (const offset of [-30, 0, 30]) {
      const result = await checkTotp(secret, await codeAt(secret, shift(offset)), { at, lastUsedStep: null });
      expect(result.valid).toBe(true);
    }
  });

  it("refuses a code two steps old", async () => {
    const secret = newTotpSecret();
    const old = await codeAt(secret, shift(-60));
    expect(await checkTotp(secret, old, { at, lastUsedStep: null })).toEqual({
      valid: false,
      replayed: false,
    });
  });

  it("refuses a code from the step already used, and says it was a replay", async () => {
    const secret = newTotpSecret();
    const code = await codeAt(secret, at);
    const first = await checkTotp(secret, code, { at, lastUsedStep: null });
    if (!first.valid) throw new Error("expected the first use to pass");
    expect(await checkTotp(secret, code, { at, lastUsedStep: first.step })).toEqual({
      valid: false,
      replayed: true,
    });
  });

  it("gives a QR code, an otpauth URI and the secret in groups of four", async () => {
    const secret = newTotpSecret();
    const shown = await totpProvisioning(secret, "ann@broker.test");
    expect(shown.otpauthUri).toMatch(/^otpauth:\/\/totp\/Keystone%20Home%20Credit:ann%40broker\.test\?/);
    expect(shown.otpauthUri).toContain(`secret=${secret}`);
    expect(shown.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(shown.secretGroups.replaceAll(" ", "")).toBe(secret);
    expect(shown.secretGroups.split(" ")[0]).toHaveLength(4);
  });
});
