import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "..", "..", "..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the built site the way `npm start` serves it, on a free port with its own data folder. */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "keystone-e2e-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://localhost:${port}`;
  const ready = await Promise.race([
    (async () => {
      for (let i = 0; i < 300; i++) {
        if (output.includes("Serving on")) return true;
        await new Promise((r) => setTimeout(r, 100));
      }
      return false;
    })(),
    exited.then(() => false),
  ]);
  const server = { url, dataDir, process: child, output: () => output, exited };
  if (!ready) {
    child.kill("SIGKILL");
    throw new Error(`The server did not start:\n${output}`);
  }
  return server;
}

export async function stopServer(server: RunningServer): Promise<number | null> {
  server.process.kill("SIGTERM");
  return server.exited;
}
