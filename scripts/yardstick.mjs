// The yardstick (bench/yardstick): a prerendered one-page Next.js + MUI site, built with the
// repository's own Next (`next build bench/yardstick`) when its sources changed, and served with
// `next start bench/yardstick` on a free port. Shared by `npm run bench` and `npm run bench:pages`.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, spawnUntilReady } from "./server-process.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const YARDSTICK_DIR = path.join("bench", "yardstick");
const project = path.join(root, YARDSTICK_DIR);
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const stampFile = path.join(project, ".next", "source-fingerprint");

function fingerprint() {
  const hash = createHash("sha256");
  const files = ["app", "next.config.ts", "tsconfig.json"].flatMap((entry) => {
    const full = path.join(project, entry);
    if (!fs.existsSync(full)) return [];
    if (fs.statSync(full).isFile()) return [entry];
    return fs
      .readdirSync(full, { recursive: true })
      .map((child) => path.join(entry, String(child)))
      .filter((file) => fs.statSync(path.join(project, file)).isFile())
      .sort();
  });
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(project, file)));
  hash.update(fs.readFileSync(path.join(root, "package-lock.json")));
  return hash.digest("hex");
}

/** Builds the yardstick unless its last build came from the same sources and dependencies. */
export function buildYardstickIfStale() {
  const current = fingerprint();
  if (
    fs.existsSync(path.join(project, ".next", "BUILD_ID")) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, "utf8") === current
  )
    return false;
  console.log("Building the yardstick (bench/yardstick)…");
  const result = spawnSync(process.execPath, [nextBin, "build", YARDSTICK_DIR], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("The yardstick build failed; see the messages above.");
  fs.writeFileSync(stampFile, current);
  return true;
}

/** `next start bench/yardstick` on a free port of 127.0.0.1; resolves once Next says it is ready. */
export async function startYardstick() {
  const port = await freePort();
  const started = await spawnUntilReady(
    [nextBin, "start", YARDSTICK_DIR, "-p", String(port), "-H", "127.0.0.1"],
    {
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      readyLine: /Ready in/,
      what: "The yardstick",
    },
  );
  return { url: `http://127.0.0.1:${port}`, pid: started.child.pid, stop: started.stop };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  buildYardstickIfStale();
}
