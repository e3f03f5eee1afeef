import fs from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Connection } from "./client";

// Any number unique to this application: serialises migrations across instances on one server.
const MIGRATION_LOCK = 7_316_002;

/** How many migrations the folder holds (drizzle's journal): what a migrated database has applied. */
export function committedMigrationCount(folder = path.resolve("drizzle")): number {
  return JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")).entries.length;
}

/** Applies the committed migrations newer than the last applied one. */
export async function applyMigrations(
  connection: Connection,
  folder = path.resolve("drizzle"),
): Promise<void> {
  const { raw, db } = connection;
  if (raw.kind === "pglite") {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  // The migrator runs on the connection that holds the lock, so a pool of one does not wait on itself.
  const lockClient = await raw.client.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePostgres(drizzle({ client: lockClient }), { migrationsFolder: folder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
}
