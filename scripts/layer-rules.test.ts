import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The layer map (docs/architecture.md) is enforced by biome.json's overrides. Each fixture below is
 * linted with the project's own configuration in a scratch folder: the ones that break a rule must be
 * refused by that rule, and the legitimate ones must pass.
 */
const root = path.resolve(import.meta.dirname, "..");
const biome = path.join(root, "node_modules", "@biomejs", "biome", "bin", "biome");

const RESTRICTED_IMPORT = "lint/style/noRestrictedImports";

const refused: Record<string, { file: string; code: string; rule: string }> = {
  "a feature imports another feature": {
    file: "src/features/portal/home.ts",
    code: 'import { Offer } from "@/features/prequal/offer";\nexport const x = Offer;\n',
    rule: RESTRICTED_IMPORT,
  },
  "a feature reaches another feature through a relative path": {
    file: "src/features/portal/home.ts",
    code: 'import { Offer } from "../../features/prequal/offer";\nexport const x = Offer;\n',
    rule: RESTRICTED_IMPORT,
  },
  "a feature imports server code": {
    file: "src/features/portal/home.ts",
    code: 'import { startDatabase } from "@/server/db";\nexport const x = startDatabase;\n',
    rule: RESTRICTED_IMPORT,
  },
  "browser code takes a value from the API root": {
    file: "src/lib/trpc/x.ts",
    code: 'import { appRouter } from "@/server/api/root";\nexport const x = appRouter;\n',
    rule: RESTRICTED_IMPORT,
  },
  "browser code imports an adapter": {
    file: "src/lib/captcha/x.ts",
    code: 'import { sandboxCaptcha } from "@/integrations/captcha/sandbox";\nexport const x = sandboxCaptcha;\n',
    rule: RESTRICTED_IMPORT,
  },
  "browser code imports the server's settings": {
    file: "src/ui/x.ts",
    code: 'import { settings } from "@/env";\nexport const x = settings;\n',
    rule: RESTRICTED_IMPORT,
  },
  "browser code reads the environment itself": {
    file: "src/ui/x.ts",
    code: "export const key = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY;\n",
    rule: "lint/style/noProcessEnv",
  },
  "the database layer imports Next": {
    file: "src/server/db/x.ts",
    code: 'import { NextResponse } from "next/server";\nexport const x = NextResponse;\n',
    rule: RESTRICTED_IMPORT,
  },
  "the database layer imports tRPC": {
    file: "src/server/db/x.ts",
    code: 'import { TRPCError } from "@trpc/server";\nexport const x = TRPCError;\n',
    rule: RESTRICTED_IMPORT,
  },
  "the database layer builds a Response": {
    file: "src/server/db/x.ts",
    code: "export const health = () => Response.json({ ok: true });\n",
    rule: "lint/style/noRestrictedGlobals",
  },
  "the domain imports a library other than zod": {
    file: "src/domain/funnel/x.ts",
    code: 'import { useState } from "react";\nexport const x = useState;\n',
    rule: RESTRICTED_IMPORT,
  },
  "the domain imports the settings": {
    file: "src/domain/funnel/x.ts",
    code: 'import type { Settings } from "@/env";\nexport type X = Settings;\n',
    rule: RESTRICTED_IMPORT,
  },
  "the domain climbs out of itself": {
    file: "src/domain/funnel/x.ts",
    code: 'import { log } from "../../server/log";\nexport const x = log;\n',
    rule: RESTRICTED_IMPORT,
  },
  "a domain root file climbs out of itself": {
    file: "src/domain/x.ts",
    code: 'import { log } from "../server/log";\nexport const x = log;\n',
    rule: RESTRICTED_IMPORT,
  },
};

const allowed: Record<string, { file: string; code: string }> = {
  "browser code takes the API router's type": {
    file: "src/lib/trpc/x.ts",
    code: 'import type { AppRouter } from "@/server/api/root";\nexport type X = AppRouter;\n',
  },
  "browser code reads its settings through the browser module": {
    file: "src/features/portal/home.ts",
    code: 'import { browserSettings } from "@/env/browser";\nimport { step } from "./step";\nexport const x = [browserSettings, step];\n',
  },
  "the domain imports itself and zod": {
    file: "src/domain/funnel/x.ts",
    code: 'import { z } from "zod";\nimport { formatPhone } from "@/domain/format/phone";\nimport { US_STATES } from "../format/us-states";\nimport { a } from "./a";\nexport const x = [z, formatPhone, US_STATES, a];\n',
  },
  "the database layer imports its own libraries": {
    file: "src/server/db/x.ts",
    code: 'import { sql } from "drizzle-orm";\nimport { settings } from "@/env";\nexport const x = [sql, settings];\n',
  },
};

interface Diagnostic {
  category: string;
  location: { path: string };
}

let scratch: string;
const diagnostics = new Map<string, string[]>();

/** Writes every fixture under its layer's folder (one file name per fixture) and lints them at once. */
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "layer-rules-"));
  const config = JSON.parse(fs.readFileSync(path.join(root, "biome.json"), "utf8"));
  delete config.$schema;
  delete config.vcs;
  fs.writeFileSync(path.join(scratch, "biome.json"), JSON.stringify(config));
  const fileOf = new Map<string, string>();
  Object.entries({ ...refused, ...allowed }).forEach(([name, fixture], i) => {
    const file = path.join(path.dirname(fixture.file), `case-${i}.ts`);
    fs.mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(scratch, file), fixture.code);
    fileOf.set(file, name);
    diagnostics.set(name, []);
  });
  const result = spawnSync(
    process.execPath,
    [biome, "lint", "--reporter=json", "--max-diagnostics=none", "src"],
    {
      cwd: scratch,
      encoding: "utf8",
    },
  );
  const report = JSON.parse(result.stdout) as { diagnostics: Diagnostic[] };
  for (const d of report.diagnostics) {
    const name = fileOf.get(path.normalize(d.location.path));
    if (name === undefined) throw new Error(`unexpected diagnostic for ${d.location.path}`);
    diagnostics.get(name)?.push(d.category);
  }
}, 30_000);

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe("the layer map, enforced by Biome", () => {
  it.each(Object.entries(refused))("refuses it when %s", (name, fixture) => {
    expect(diagnostics.get(name)).toContain(fixture.rule);
  });

  it.each(Object.keys(allowed))("allows it when %s", (name) => {
    expect(diagnostics.get(name)).toEqual([]);
  });
});
