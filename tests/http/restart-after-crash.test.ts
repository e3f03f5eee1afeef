import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServer } from "../../scripts/server-process.mjs";
import { openConnection } from "../../src/server/db/client";

/** `server.started` audit events in a stopped server's folder: one per start that reached the database. */
async function startsRecorded(dataDir: string) {
  const connection = await openConnection({ dataDir });
  try {
    if (connection.raw.kind !== "pglite") throw new Error("expected the embedded database");
    const { rows } = await connection.raw.client.query<{ n: number }>(
      "select count(*)::int as n from audit_events where action = 'server.started'",
    );
    return rows[0]?.n;
  } finally {
    await connection.close();
  }
}

/** Every file and folder under `dir`, with its permission bits. */
function modesUnder(dir: string): Record<string, string> {
  const modes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    modes[path.relative(dir, full)] = (fs.lstatSync(full).mode & 0o777).toString(8);
  }
  return modes;
}

describe("the server and its data folder", () => {
  it("starts again on the same folder after being killed (kill -9), with the data written before intact", async () => {
    const first = await startServer();
    const { dataDir } = first;
    try {
      first.process.kill("SIGKILL");
      await first.exited;
      expect(fs.existsSync(path.join(dataDir, "db.lock"))).toBe(true); // left behind by the crash

      const restarted = Date.now();
      const second = await startServer({ dataDir });
      expect(Date.now() - restarted).toBeLessThan(20_000);
      const health = await fetch(`${second.url}/api/health`);
      expect(await health.json()).toMatchObject({ status: "ok", database: { reachable: true } });
      expect(await second.stop()).toBe(0);
      expect(await startsRecorded(dataDir)).toBe(2);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it("stops without writing on (fatal log, exit 1) when another process takes its folder's lock", async () => {
    const server = await startServer();
    try {
      fs.rmSync(path.join(server.dataDir, "db.lock"), { recursive: true });
      fs.mkdirSync(path.join(server.dataDir, "db.lock")); // as a second server taking the folder would
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain("lost the lock on the database folder; exiting without writing");
    } finally {
      server.process.kill("SIGKILL");
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("keeps the database to itself: the folder is 0700 and no file under it is open to group or others", async () => {
    const server = await startServer();
    try {
      await fetch(`${server.url}/api/health`);
      expect((fs.statSync(server.dataDir).mode & 0o777).toString(8)).toBe("700");
      const modes = modesUnder(server.dataDir);
      expect(Object.keys(modes).some((name) => name.startsWith("pglite/pg_wal/"))).toBe(true);
      const open = Object.entries(modes).filter(([, mode]) => !mode.endsWith("00"));
      expect(open).toEqual([]);
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("narrows a data folder made open by an older version to 0700 at start", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-open-"));
    fs.chmodSync(dataDir, 0o755);
    const server = await startServer({ dataDir });
    try {
      expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe("700");
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
