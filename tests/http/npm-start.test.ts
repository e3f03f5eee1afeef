import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildIfStale } from "../../scripts/build-if-stale.mjs";
import { freePort } from "../../scripts/server-process.mjs";

const repoRoot = path.resolve(import.meta.dirname, "../..");

/** `npm start`, the documented way to run the site, on a free port with its own data folder. */
async function npmStart() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-npm-"));
  const npm = spawn("npm", ["start"], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
  const serving = await new Promise<boolean>((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (output.includes("Serving on")) resolve(true);
    };
    npm.stdout.on("data", collect);
    npm.stderr.on("data", collect);
    exited.then(() => resolve(false));
    setTimeout(() => resolve(false), 60_000).unref();
  });
  if (!serving) throw new Error(`npm start did not serve:\n${output}`);
  return { npm, exited, dataDir, url: `http://localhost:${port}`, output: () => output };
}

async function answers(url: string) {
  return fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    () => false,
  );
}

describe("npm start", () => {
  beforeAll(() => {
    buildIfStale(); // so that `npm start` serves at once instead of building
  }, 300_000);

  it.each(["SIGTERM", "SIGINT"] as const)(
    "stops the server when the npm process gets %s: it drains, releases the folder and npm exits 0",
    async (signal) => {
      const run = await npmStart();
      try {
        expect(await answers(run.url)).toBe(true);
        const sent = Date.now();
        run.npm.kill(signal);
        await expect.poll(() => answers(run.url), { timeout: 5_000, interval: 200 }).toBe(false);
        await expect
          .poll(() => fs.existsSync(path.join(run.dataDir, "db.lock")), { timeout: 5_000, interval: 100 })
          .toBe(false);
        expect(await run.exited).toBe(0);
        expect(Date.now() - sent).toBeLessThan(5_000);
      } finally {
        run.npm.kill("SIGKILL");
        // A server that outlived npm (the bug) still holds the folder: its lock names it.
        const holder = path.join(run.dataDir, "db.lock.json");
        if (fs.existsSync(holder)) process.kill(JSON.parse(fs.readFileSync(holder, "utf8")).pid, "SIGKILL");
        fs.rmSync(run.dataDir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
