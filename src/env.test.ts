import { describe, expect, it } from "vitest";
import { buildTimeSettings, logLevelSetting, readSettings, settingsShape } from "./env";

/**
 * Everything a live deployment can set today: the real bot check, its own key and address, the
 * lender's identity. The credit bureau and valuation have only sandboxes so far, so it still refuses.
 */
const LIVE = {
  DEPLOYMENT: "live",
  APP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
  SITE_URL: "https://www.keystonehomecredit.com/",
  RECAPTCHA_SECRET_KEY: "s3cret",
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "site",
  LENDER_LEGAL_NAME: "Keystone Home Credit LLC",
  LENDER_NMLS_ID: "123456",
  LENDER_LICENSED_STATES: "PA,NJ",
  LENDER_EMAIL: "help@keystonehomecredit.com",
  LENDER_PHONE: "215-555-1234",
  LENDER_ADDRESS: "1 Market Street, Philadelphia, PA 19103",
};

describe("settings", () => {
  it("starts with defaults when nothing is set: embedded database in ./data on port 3000, a demo deployment", () => {
    const s = readSettings({});
    expect(s.PORT).toBe(3000);
    expect(s.DATA_DIR).toBe("./data");
    expect(s.DATABASE_URL).toBeUndefined();
    expect(s.DEPLOYMENT).toBe("demo");
  });

  it("stops with '{name} is unset' when a setting required by another is missing (spec §8)", () => {
    expect(() => readSettings({ RECAPTCHA_SECRET_KEY: "s3cret" })).toThrow(
      "NEXT_PUBLIC_RECAPTCHA_SITE_KEY is unset",
    );
  });

  it("treats an empty value as unset, so `PORT=` in a .env file means the default", () => {
    expect(readSettings({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
    expect(readSettings({ PORT: " " }).PORT).toBe(3000);
  });

  it("names the setting whose value is malformed", () => {
    expect(() => readSettings({ PORT: "eighty" })).toThrow(/^PORT is invalid/);
    expect(() => readSettings({ DATABASE_URL: "mysql://x" })).toThrow(/^DATABASE_URL is invalid/);
    expect(() => readSettings({ DEPLOYMENT: "production" })).toThrow(/^DEPLOYMENT is invalid/);
  });

  it("keeps files in DATA_DIR/uploads unless S3_BUCKET is set, in region us-east-1 by default", () => {
    const s = readSettings({});
    expect(s.S3_BUCKET).toBeUndefined();
    expect(s.S3_REGION).toBe("us-east-1");
    expect(readSettings({ S3_BUCKET: "docs", S3_REGION: "eu-west-1" }).S3_REGION).toBe("eu-west-1");
  });

  it("needs both S3 keys or neither (neither: the SDK's default chain)", () => {
    expect(() => readSettings({ S3_BUCKET: "docs", S3_ACCESS_KEY_ID: "AKIA" })).toThrow(
      "S3_SECRET_ACCESS_KEY is unset",
    );
    expect(() => readSettings({ S3_BUCKET: "docs", S3_SECRET_ACCESS_KEY: "x" })).toThrow(
      "S3_ACCESS_KEY_ID is unset",
    );
  });

  it("refuses an S3 prefix that is not plain folder names, and an endpoint that is not an address", () => {
    expect(readSettings({ S3_PREFIX: "lender/documents/" }).S3_PREFIX).toBe("lender/documents/");
    expect(() => readSettings({ S3_PREFIX: "../other" })).toThrow(/^S3_PREFIX is invalid/);
    expect(() => readSettings({ S3_PREFIX: "/documents" })).toThrow(/^S3_PREFIX is invalid/);
    expect(() => readSettings({ S3_ENDPOINT: "minio:9000" })).toThrow(/^S3_ENDPOINT is invalid/);
  });

  it("drains jobs in the server process unless JOBS_IN_PROCESS is false", () => {
    expect(readSettings({}).JOBS_IN_PROCESS).toBe(true);
    expect(readSettings({ JOBS_IN_PROCESS: "false" }).JOBS_IN_PROCESS).toBe(false);
    expect(() => readSettings({ JOBS_IN_PROCESS: "sometimes" })).toThrow(/^JOBS_IN_PROCESS is invalid/);
  });

  it("sends new applications to Encompass unless LENDING_SYSTEM names Byte or Lending Pad (spec §1)", () => {
    expect(readSettings({}).LENDING_SYSTEM).toBe("encompass");
    expect(readSettings({ LENDING_SYSTEM: "byte" }).LENDING_SYSTEM).toBe("byte");
    expect(readSettings({ LENDING_SYSTEM: "lendingPad" }).LENDING_SYSTEM).toBe("lendingPad");
    expect(() => readSettings({ LENDING_SYSTEM: "calyx" })).toThrow(
      /^LENDING_SYSTEM is invalid.*byte, encompass or lendingPad/,
    );
  });

  it("reads LOG_LEVEL alone for the logger, falling back to info on a wrong value", () => {
    expect(logLevelSetting({ LOG_LEVEL: "debug" })).toBe("debug");
    expect(logLevelSetting({ LOG_LEVEL: "loud" })).toBe("info");
    expect(logLevelSetting({})).toBe("info");
  });
});

describe("a live deployment", () => {
  it("needs its own encryption key and an https address", () => {
    expect(() => readSettings({ ...LIVE, APP_ENCRYPTION_KEY: "" })).toThrow(
      "APP_ENCRYPTION_KEY is unset (DEPLOYMENT=live needs it)",
    );
    expect(() => readSettings({ ...LIVE, SITE_URL: "http://www.keystonehomecredit.com" })).toThrow(
      "SITE_URL is invalid: DEPLOYMENT=live serves over https://",
    );
    expect(readSettings({ SITE_URL: LIVE.SITE_URL }).SITE_URL).toBe("https://www.keystonehomecredit.com");
  });

  it("refuses a key that is not 32 bytes, and an address that is not http(s)", () => {
    expect(() => readSettings({ APP_ENCRYPTION_KEY: "c2hvcnQ=" })).toThrow(
      /^APP_ENCRYPTION_KEY is invalid: .*32 bytes/,
    );
    expect(() => readSettings({ SITE_URL: "ftp://x.com" })).toThrow(/^SITE_URL is invalid/);
  });

  it("refuses to start until the credit bureau and valuation have vendor adapters, whatever else is set", () => {
    expect(() => readSettings(LIVE)).toThrow(
      "DEPLOYMENT=live needs real adapters; sandboxes still selected: creditBureau, valuation, incomeVerification",
    );
  });

  it("refuses to start while a sandbox adapter is selected, naming them in one line", () => {
    const { RECAPTCHA_SECRET_KEY, NEXT_PUBLIC_RECAPTCHA_SITE_KEY, ...withoutBotCheck } = LIVE;
    expect(() => readSettings(withoutBotCheck)).toThrow(
      "DEPLOYMENT=live needs real adapters; sandboxes still selected: captcha, creditBureau, valuation, incomeVerification",
    );
  });

  it("refuses a lender setting left unset, or set to its demo value", () => {
    const { LENDER_NMLS_ID, ...withoutNmls } = LIVE;
    expect(() => readSettings(withoutNmls)).toThrow(/^LENDER_NMLS_ID is unset/);
    expect(() => readSettings({ ...LIVE, LENDER_NMLS_ID: "demo" })).toThrow(
      "LENDER_NMLS_ID is the demo value; DEPLOYMENT=live needs the lender's own",
    );
    expect(() => readSettings({ ...LIVE, LENDER_PHONE: "3025550100" })).toThrow(
      /^LENDER_PHONE is the demo value/,
    );
  });
});

describe("build-time settings (src/env/build-time-settings.mjs, the rebuild fingerprint's list)", () => {
  const names = Object.keys(settingsShape);

  it("holds every setting the browser or a prerendered page reads", () => {
    const shownOnPages = names.filter((n) => /^(NEXT_PUBLIC_|LENDER_)/.test(n) || n === "DEPLOYMENT");
    expect(buildTimeSettings).toEqual(expect.arrayContaining(shownOnPages));
  });

  it("names only settings that are validated", () => {
    for (const name of buildTimeSettings) expect(names).toContain(name);
  });
});
