// The type-check's own copy of Next's generated types, so it can run beside the build: `next build`
// empties `.next` as it starts and writes `.next/types` and `next-env.d.ts` again later, and a
// type-check reading them meanwhile would see them missing or half written. `next typegen` writes
// them in seconds; they are copied to `.next-typecheck/` (types at the same depth, so the relative
// imports of the validator still reach `src/`) with a tsconfig that reads them there.
// Usage: `node scripts/type-check-snapshot.mjs`, then `tsc --noEmit -p .next-typecheck/tsconfig.json`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const snapshot = path.join(root, ".next-typecheck");

const typegen = spawnSync(
  process.execPath,
  [path.join(root, "node_modules", "next", "dist", "bin", "next"), "typegen"],
  { cwd: root, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } },
);
if (typegen.status !== 0) process.exit(typegen.status ?? 1);

fs.rmSync(snapshot, { recursive: true, force: true });
fs.mkdirSync(snapshot);
fs.cpSync(path.join(root, ".next", "types"), path.join(snapshot, "types"), { recursive: true });
const nextEnv = fs.readFileSync(path.join(root, "next-env.d.ts"), "utf8");
fs.writeFileSync(path.join(snapshot, "next-env.d.ts"), nextEnv.replaceAll("./.next/types/", "./types/"));

// The project's tsconfig, its Next files swapped for the snapshot's (paths here are from this folder).
const tsconfig = JSON.parse(fs.readFileSync(path.join(root, "tsconfig.json"), "utf8"));
const include = tsconfig.include
  .filter((pattern) => pattern !== "next-env.d.ts" && !pattern.startsWith(".next/"))
  .map((pattern) => `../${pattern}`);
fs.writeFileSync(
  path.join(snapshot, "tsconfig.json"),
  JSON.stringify(
    {
      extends: "../tsconfig.json",
      include: ["next-env.d.ts", "types/**/*.ts", ...include],
      // The root's next-env.d.ts (matched by `*.ts`) imports the build's own types.
      exclude: [...tsconfig.exclude, "next-env.d.ts"].map((pattern) => `../${pattern}`),
    },
    null,
    2,
  ),
);
console.log(`Next's types copied to ${path.relative(root, snapshot)}/ for the type-check.`);
