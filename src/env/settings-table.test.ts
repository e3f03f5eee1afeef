import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { buildTimeSettings, settingsShape } from "@/env";

/** The rows of docs/architecture.md's settings table: name, documented default, build mark. */
function documentedSettings() {
  const doc = fs.readFileSync(new URL("../../docs/architecture.md", import.meta.url), "utf8");
  const section = doc.slice(doc.indexOf("## Settings"), doc.indexOf("\n## ", doc.indexOf("## Settings") + 1));
  return section
    .split("\n")
    .filter((line) => /^\| `[A-Z][A-Z0-9_]*` \|/.test(line))
    .map((line) => {
      const [name = "", fallback = "", build = ""] = line
        .split("|")
        .slice(1, 4)
        .map((cell) => cell.trim());
      const firstCode = /`([^`]*)`/.exec(fallback)?.[1];
      return { name: name.replaceAll("`", ""), default: firstCode ?? fallback, build: build === "build" };
    });
}

/** What src/env.ts does with the setting left unset, written as the table writes it. */
function codeDefault(schema: (typeof settingsShape)[keyof typeof settingsShape]) {
  const parsed = schema.safeParse(undefined);
  if (!parsed.success || parsed.data === undefined) return "unset";
  return Array.isArray(parsed.data) ? parsed.data.join(",") : String(parsed.data);
}

describe("docs/architecture.md's settings table", () => {
  const rows = documentedSettings();

  it("names every setting src/env.ts validates, and no other", () => {
    expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(settingsShape).sort());
  });

  it("gives each the default src/env.ts applies", () => {
    for (const row of rows) {
      const schema = settingsShape[row.name as keyof typeof settingsShape];
      expect({ name: row.name, default: row.default }).toEqual({
        name: row.name,
        default: codeDefault(schema),
      });
    }
  });

  it("marks as build exactly the settings in the rebuild fingerprint's list", () => {
    expect(
      rows
        .filter((r) => r.build)
        .map((r) => r.name)
        .sort(),
    ).toEqual([...buildTimeSettings].sort());
  });
});
