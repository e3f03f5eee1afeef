import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Connection, openConnection } from "@/server/db/client";
import { applyMigrations } from "@/server/db/migrate";

/**
 * A fresh migrated database for one test file: in-memory PGlite by default; with
 * INTEGRATION_TARGET=postgres, a newly created database on the TEST_DATABASE_URL server, dropped
 * afterwards. The same tests run on both (scripts/test.mjs runs the project twice).
 */
export async function freshDatabase(): Promise<Connection> {
  if (process.env.INTEGRATION_TARGET !== "postgres") {
    const connection = await openConnection({ dataDir: "memory://" });
    await applyMigrations(connection);
    return connection;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is unset");
  const name = `it_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openConnection({ dataDir: "unused", databaseUrl: url.toString(), poolSize: 4 });
  await applyMigrations(connection);
  return {
    ...connection,
    async close() {
      await connection.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
