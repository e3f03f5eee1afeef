// Starts a server script of this repository (the site by default) the way `npm start` serves it:
// on a free port, with its own data folder. Shared by the browser tests and the benchmarks.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A server starts in seconds, but `npm test` runs other stages beside the HTTP and browser tests on
 * a shared machine: a busy one was seen to need more than 30 s (decision 074).
 */
const READY_WITHIN_MS = 120_000;

/**
 * Starts a node program and waits (up to READY_WITHIN_MS) until its output shows `readyLine`; kills
 * it and throws with what it printed when it exits or does not get there.
 */
export async function spawnUntilReady(args, { env, readyLine, what }) {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = new Promise((resolve) => {
    const collect = (chunk) => {
      output += chunk;
      if (readyLine.test(output)) resolve(true);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    exited.then(() => resolve(false));
    setTimeout(() => resolve(false), READY_WITHIN_MS).unref();
  });
  if (!(await ready)) {
    child.kill("SIGKILL");
    throw new Error(`${what} did not start:\n${output}`);
  }
  return {
    child,
    exited,
    output: () => output,
    /** SIGTERM, then the exit code once it has stopped. */
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

export async function startServer({ script = "host/main.ts", dataDir, port: chosenPort, env = {} } = {}) {
  const port = chosenPort ?? (await freePort());
  const folder = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "keystone-run-"));
  const started = await spawnUntilReady(["--import", "tsx", script], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      PORT: String(port),
      DATA_DIR: folder,
      ...env,
    },
    readyLine: /Serving on/,
    what: "The server",
  });
  return {
    url: `http://localhost:${port}`,
    dataDir: folder,
    process: started.child,
    output: started.output,
    exited: started.exited,
    /** SIGTERM, then the exit code once it has drained and closed. */
    stop: started.stop,
  };
}
