import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type Connection, openConnection } from "@/server/db/client";
import { applyMigrations } from "@/server/db/migrate";

/**
 * A fresh migrated database for one test file: in-memory PGlite by default; with
 * INTEGRATION_TARGET=postgres, a newly created database on the TEST_DATABASE_URL server, dropped
 * afterwards. The same tests run on both (scripts/test.mjs runs the project twice).
 */
export async function freshDatabase(): Promise<Connection> {
  if (process.env.INTEGRATION_TARGET !== "postgres") {
    // A copy of the run's migrated template (migrated-template.ts); migrating it again only checks.
    const templateFile = provided("pgliteTemplateFile");
    const startFrom = templateFile ? new Blob([fs.readFileSync(templateFile)]) : undefined;
    const connection = await openConnection({ dataDir: "memory://", startFrom });
    await applyMigrations(connection);
    return connection;
  }
  const created = await createServerDatabase(provided("postgresTemplateName"));
  const connection = await openConnection({ dataDir: "unused", databaseUrl: created.url, poolSize: 4 });
  await applyMigrations(connection);
  return {
    ...connection,
    async close() {
      await connection.close();
      await created.drop();
    },
  };
}

/** What Vitest's global setup made for the run; nothing for a bench, which runs outside Vitest. */
function provided(key: "pgliteTemplateFile" | "postgresTemplateName"): string | undefined {
  return process.env.VITEST ? inject(key) : undefined;
}

/**
 * A database that outlives its connections, to test a restart: a PGlite folder in a temporary
 * directory (not memory://, which ends with its connection), or a database on the server. Each
 * `open()` is a new connection, migrated; `dispose()` removes the database once every one is closed.
 */
export async function reopenableDatabase(): Promise<{
  open(): Promise<Connection>;
  dispose(): Promise<void>;
}> {
  if (process.env.INTEGRATION_TARGET !== "postgres") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "it-db-"));
    return {
      async open() {
        const connection = await openConnection({ dataDir, onLockLost: () => {} });
        await applyMigrations(connection);
        return connection;
      },
      async dispose() {
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const created = await createServerDatabase();
  return {
    async open() {
      const connection = await openConnection({ dataDir: "unused", databaseUrl: created.url, poolSize: 4 });
      await applyMigrations(connection);
      return connection;
    },
    dispose: created.drop,
  };
}

async function createServerDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is unset");
  const name = `it_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
