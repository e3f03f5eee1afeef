import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireFolderLock } from "./folder-lock";
import { keepFolderPrivate } from "./private-folder";
import { trackWrites } from "./read-cache";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A raw client either embedded (PGlite) or a pool on a PostgreSQL server. */
export type RawClient = { kind: "pglite"; client: PGlite } | { kind: "postgres"; client: pg.Pool };

export interface Connection {
  db: Database;
  raw: RawClient;
  close(): Promise<void>;
}

export interface ConnectionOptions {
  /** postgres://… for a server; otherwise the embedded database. */
  databaseUrl?: string;
  /** Folder of the embedded database, or "memory://" for a throw-away one (tests). */
  dataDir: string;
  poolSize?: number;
  /** The embedded database's folder lock was lost while open: stop writing at once (default: exit 1). */
  onLockLost?: (error: Error) => void;
  /** A throw-away database's starting files (a dumped, migrated one: tests copy it rather than migrate). */
  startFrom?: Blob;
}

export function exitOnLockLost(error: Error) {
  console.error(`The lock on the database folder was lost (${error.message}); stopping without writing.`);
  process.exit(1);
}

export function wrap(raw: RawClient): Database {
  return raw.kind === "pglite"
    ? (drizzlePglite({ client: raw.client, schema }) as unknown as Database)
    : (drizzlePostgres({ client: raw.client, schema }) as unknown as Database);
}

export async function openConnection(options: ConnectionOptions): Promise<Connection> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const raw: RawClient = { kind: "postgres", client: pool };
    return { db: wrap(raw), raw, close: () => pool.end() };
  }
  if (options.dataDir === "memory://") {
    const client = await PGlite.create(options.startFrom ? { loadDataDir: options.startFrom } : {});
    trackWrites(client);
    const raw: RawClient = { kind: "pglite", client };
    return { db: wrap(raw), raw, close: () => client.close() };
  }
  keepFolderPrivate(options.dataDir);
  const release = await acquireFolderLock(options.dataDir, options.onLockLost ?? exitOnLockLost);
  try {
    const client = await PGlite.create(`${options.dataDir}/pglite`);
    keepFolderPrivate(options.dataDir); // the files of a database PGlite has just created
    trackWrites(client);
    const raw: RawClient = { kind: "pglite", client };
    return {
      db: wrap(raw),
      raw,
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
