import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Connection } from "./client";

export const migrationsFolder = path.resolve(process.cwd(), "drizzle");

// Any number unique to this application: serialises migrations across instances on one server.
const MIGRATION_LOCK = 7_316_002;

/** Applies the committed migrations newer than the last applied one. */
export async function applyMigrations(connection: Connection, folder = migrationsFolder): Promise<void> {
  const { raw, db } = connection;
  if (raw.kind === "pglite") {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const lockClient = await raw.client.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePostgres(db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
}
