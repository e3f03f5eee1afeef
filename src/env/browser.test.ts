import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { settingsShape } from "@/env";
import { browserSettingsForBuild, browserSettingsShape, SettingsError } from "./schemas";

const source = fs.readFileSync(new URL("./browser.ts", import.meta.url), "utf8");

describe("browser settings", () => {
  it("are exactly the NEXT_PUBLIC_* settings the server validates", () => {
    const serverNames = Object.keys(settingsShape).filter((n) => n.startsWith("NEXT_PUBLIC_"));
    expect(Object.keys(browserSettingsShape).sort()).toEqual(serverNames.sort());
  });

  it("are each read literally, the only form Next inlines into browser bundles", () => {
    for (const name of Object.keys(browserSettingsShape)) expect(source).toContain(`process.env.${name}`);
  });

  it("pull in no schema library: the build parsed them", () => {
    const imports = [...source.matchAll(/from "([^"]+)"/g)].map((m) => m[1]);
    expect(imports).toEqual(["./schemas"]);
    expect(source).toMatch(/^import type /m);
  });
});

describe("browserSettingsForBuild (what next.config.ts hands Next to inline)", () => {
  it("gives the parsed values: spaces trimmed, the flow defaulted, an unset key as an empty string", () => {
    expect(browserSettingsForBuild({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "  key-1  " })).toEqual({
      NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "key-1",
      NEXT_PUBLIC_PREQUAL_FLOW: "new",
    });
    expect(browserSettingsForBuild({ NEXT_PUBLIC_PREQUAL_FLOW: "old" })).toEqual({
      NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "",
      NEXT_PUBLIC_PREQUAL_FLOW: "old",
    });
  });

  it("stops the build on a wrong value, naming it", () => {
    expect(() => browserSettingsForBuild({ NEXT_PUBLIC_PREQUAL_FLOW: "newest" })).toThrow(SettingsError);
    expect(() => browserSettingsForBuild({ NEXT_PUBLIC_PREQUAL_FLOW: "newest" })).toThrow(
      /^NEXT_PUBLIC_PREQUAL_FLOW is invalid/,
    );
  });
});
