// Builds the site when its sources changed since the last build (or with --force).
// The fingerprint covers everything `next build` reads; it is stored beside the build output.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BUILD_TIME_SETTINGS } from "../src/env/build-time-settings.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// .env files too: Next bakes their NEXT_PUBLIC_* values into the build, and prerendered pages show
// settings (BUILD_TIME_SETTINGS, the list src/env.ts validates) read while building.
const INPUTS = [
  "src",
  "content",
  "public",
  "next.config.ts",
  "tsconfig.json",
  "package-lock.json",
  ".env",
  ".env.production",
  ".env.local",
  ".env.production.local",
];
const stampFile = path.join(root, ".next", "source-fingerprint");

function* filesUnder(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const child of fs.readdirSync(full).sort()) yield* filesUnder(path.join(entry, child));
}

export function sourceFingerprint() {
  const hash = createHash("sha256");
  for (const entry of INPUTS) {
    for (const file of filesUnder(entry)) {
      hash.update(file);
      hash.update(fs.readFileSync(path.join(root, file)));
    }
  }
  for (const name of BUILD_TIME_SETTINGS) hash.update(`${name}=${process.env[name] ?? ""}`);
  return hash.digest("hex");
}

export function buildIfStale({ force = false } = {}) {
  const fingerprint = sourceFingerprint();
  const built = fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === fingerprint;
  if (built && !force && fs.existsSync(path.join(root, ".next", "BUILD_ID"))) return false;
  console.log("Building the site (first start, or the sources changed)…");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    },
  );
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stampFile, fingerprint);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  buildIfStale({ force: process.argv.includes("--force") });
}
