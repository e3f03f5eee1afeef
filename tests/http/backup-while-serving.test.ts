import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { startServer } from "../../scripts/server-process.mjs";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

/** `npm run <script>` on the server's data folder: its exit code and everything it printed. */
async function npmRun(dataDir: string, script: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run("npm", ["run", "-s", script, "--", ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("npm run backup and npm run restore (decision 101)", () => {
  it("back up the running site's database, and bring it back with the server stopped", async () => {
    const server = await startServer();
    const { dataDir } = server;
    try {
      const backup = await npmRun(dataDir, "backup");
      expect(backup.code, backup.output).toBe(0);
      const file = /Backup written to (\S+) \(/.exec(backup.output)?.[1] as string;
      expect(path.dirname(file)).toBe(path.join(fs.realpathSync(dataDir), "backups"));
      expect((fs.statSync(file).mode & 0o777).toString(8)).toBe("600");
      expect(backup.output).toContain("APP_ENCRYPTION_KEY");
      // The site went on answering, and a restore under it is refused.
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
      const refused = await npmRun(dataDir, "restore", file);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/in use/);

      expect(await server.stop()).toBe(0);
      const restored = await npmRun(dataDir, "restore", file);
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toMatch(/^Restored \d+ rows in \d+ tables/);

      const again = await startServer({ dataDir });
      expect((await fetch(`${again.url}/api/ready`)).status).toBe(200);
      expect(await again.stop()).toBe(0);
    } finally {
      server.process.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
