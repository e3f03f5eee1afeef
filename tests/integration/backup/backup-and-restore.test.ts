import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "@/server/audit/record-audit";
import { hashPassword } from "@/server/auth/passwords";
import {
  backupStoppedDatabase,
  requestBackup,
  restoreBackup,
  rowsPerTable,
  serveBackupRequests,
  type WrittenBackup,
} from "@/server/db/backup";
import { type Connection, openConnection, type RawClient } from "@/server/db/client";
import { FolderInUseError } from "@/server/db/folder-lock";
import { applyMigrations } from "@/server/db/migrate";
import { seedDemoOrganisation } from "@/server/db/seed-demo-organisation";

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The embedded database in the folder, as the server opens it (holding the folder's lock). */
async function openAsTheServer(): Promise<
  Connection & { client: Extract<RawClient, { kind: "pglite" }>["client"] }
> {
  const connection = await openConnection({ dataDir, onLockLost: (error) => expect.fail(error.message) });
  await applyMigrations(connection);
  if (connection.raw.kind !== "pglite") throw new Error("an embedded database was expected");
  return { ...connection, client: connection.raw.client };
}

/** Every row of every table, as text: what a restore must bring back unchanged. */
async function everyRow(client: Awaited<ReturnType<typeof openAsTheServer>>["client"]) {
  const counts = await rowsPerTable(client);
  const rows: string[] = [];
  for (const table of Object.keys(counts)) {
    const found = await client.query<{ row: string }>(
      `select to_jsonb(t)::text as row from ${table} t order by 1`,
    );
    rows.push(...found.rows.map(({ row }) => `${table} ${row}`));
  }
  return { counts, rows };
}

describe("backups of the embedded database (decision 101)", () => {
  let written: WrittenBackup | null = null;
  let atBackup: Awaited<ReturnType<typeof everyRow>>;

  it("are written by the running server when the command asks, private to its user", async () => {
    const server = await openAsTheServer();
    const stopServing = await serveBackupRequests(server.client, dataDir, (error) =>
      expect.fail(String(error)),
    );
    try {
      await seedDemoOrganisation(server.db, { hashPassword });
      for (const action of ["server.started", "applicant.signedUp"])
        await recordAudit(server.db, { actor: "system", action, details: { note: "before the backup" } });
      atBackup = await everyRow(server.client);
      expect(Object.values(atBackup.counts).reduce((a, b) => a + b, 0)).toBeGreaterThan(10);

      written = await requestBackup(dataDir);
      expect(written?.file.startsWith(path.resolve(dataDir, "backups"))).toBe(true);
      const file = written?.file as string;
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
      expect(fs.statSync(file).size).toBe(written?.bytes);

      // Written after the copy: not in it.
      await recordAudit(server.db, { actor: "system", action: "server.started", details: { note: "after" } });
      // While the server holds the folder, a restore is refused and changes nothing.
      await expect(restoreBackup(dataDir, file)).rejects.toBeInstanceOf(FolderInUseError);
    } finally {
      await stopServing();
      await server.close();
    }
  });

  it("are restored with the server stopped: every row at the time of the backup, none after", async () => {
    const file = written?.file as string;
    const restored = await restoreBackup(dataDir, file);
    expect(restored.rows).toEqual(atBackup.counts);
    expect(restored.keptAside).toMatch(/pglite\.before-restore-/);
    expect(fs.existsSync(restored.keptAside as string)).toBe(true);

    const server = await openAsTheServer(); // and migrations find nothing left to do
    try {
      expect(await everyRow(server.client)).toEqual(atBackup);
    } finally {
      await server.close();
    }
  });

  it("are written by the command itself, under the folder's lock, when no server runs", async () => {
    const own = await backupStoppedDatabase(dataDir);
    expect(fs.statSync(own.file).mode & 0o777).toBe(0o600);
    expect((await restoreBackup(dataDir, own.file)).rows).toEqual(atBackup.counts);
  });

  it("leave the database as it was when the file is not a backup", async () => {
    const damaged = path.join(dataDir, "damaged.tar.gz");
    fs.writeFileSync(damaged, "not a backup");
    await expect(restoreBackup(dataDir, damaged)).rejects.toThrow(/is not a backup this site can restore/);
    const server = await openAsTheServer();
    try {
      expect((await everyRow(server.client)).counts).toEqual(atBackup.counts);
    } finally {
      await server.close();
    }
  });
});
