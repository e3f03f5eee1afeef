import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { settingsShape } from "@/env";
import { browserSettingsShape } from "./schemas";

const source = fs.readFileSync(new URL("./browser.ts", import.meta.url), "utf8");

describe("browser settings", () => {
  it("are exactly the NEXT_PUBLIC_* settings the server validates", () => {
    const serverNames = Object.keys(settingsShape).filter((n) => n.startsWith("NEXT_PUBLIC_"));
    expect(Object.keys(browserSettingsShape).sort()).toEqual(serverNames.sort());
  });

  it("are each read literally, the only form Next inlines into browser bundles", () => {
    for (const name of Object.keys(browserSettingsShape)) expect(source).toContain(`process.env.${name}`);
  });

  it("pull in nothing but zod's small build and the shared schema pieces", () => {
    const imports = [...source.matchAll(/from "([^"]+)"/g)].map((m) => m[1]);
    expect(imports.sort()).toEqual(["./schemas", "zod/mini"]);
    const shared = fs.readFileSync(new URL("./schemas.ts", import.meta.url), "utf8");
    expect([...shared.matchAll(/from "([^"]+)"/g)].map((m) => m[1])).toEqual(["zod/mini", "zod/v4/core"]);
  });
});
