import { describe, expect, it } from "vitest";
import { readSettings } from "./env";

describe("settings", () => {
  it("starts with defaults when nothing is set: embedded database in ./data on port 3000", () => {
    const s = readSettings({});
    expect(s.PORT).toBe(3000);
    expect(s.DATA_DIR).toBe("./data");
    expect(s.DATABASE_URL).toBeUndefined();
  });

  it("stops with '{name} is unset' when a setting required by another is missing (spec §8)", () => {
    expect(() => readSettings({ RECAPTCHA_SECRET_KEY: "s3cret" })).toThrow(
      "NEXT_PUBLIC_RECAPTCHA_SITE_KEY is unset",
    );
  });

  it("treats an empty value as unset", () => {
    expect(readSettings({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names the setting whose value is malformed", () => {
    expect(() => readSettings({ PORT: "eighty" })).toThrow(/^PORT is invalid/);
    expect(() => readSettings({ DATABASE_URL: "mysql://x" })).toThrow(/^DATABASE_URL is invalid/);
  });
});
