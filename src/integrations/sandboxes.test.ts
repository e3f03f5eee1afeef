import { describe, expect, it, vi } from "vitest";
import { buildTimeSettings, readSettings } from "@/env";
import { ADAPTER_CHOICES, activeSandboxes, announceSandboxes } from "./sandboxes";

describe("sandbox adapters", () => {
  it("lists the bot check while the reCAPTCHA keys are unset, the default that works offline", () => {
    expect(activeSandboxes(readSettings({}))).toEqual([
      "captcha",
      "creditBureau",
      "valuation",
      "incomeVerification",
      "bankStatements",
      "identityVerification",
      "insuranceVerification",
      "lendingSystem",
    ]);
  });

  it("drops the bot check once its keys are set; the credit bureau, valuation and income verification have only sandboxes so far", () => {
    const s = readSettings({ RECAPTCHA_SECRET_KEY: "s", NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "k" });
    expect(activeSandboxes(s)).toEqual([
      "creditBureau",
      "valuation",
      "incomeVerification",
      "bankStatements",
      "identityVerification",
      "insuranceVerification",
      "lendingSystem",
    ]);
  });

  it("puts every setting that selects an adapter in the rebuild fingerprint, since the demo banner is prerendered", () => {
    for (const choice of Object.values(ADAPTER_CHOICES)) {
      expect(buildTimeSettings).toEqual(expect.arrayContaining([...choice.selectedBy]));
    }
  });

  it("says in the start-up log which sandboxes serve a demo deployment", () => {
    const logger = { warn: vi.fn() };
    announceSandboxes(readSettings({}), logger);
    expect(logger.warn).toHaveBeenCalledWith(
      {
        sandboxes: [
          "captcha",
          "creditBureau",
          "valuation",
          "incomeVerification",
          "bankStatements",
          "identityVerification",
          "insuranceVerification",
          "lendingSystem",
        ],
      },
      expect.stringContaining("captcha, creditBureau, valuation, incomeVerification, bankStatements"),
    );
  });
});
