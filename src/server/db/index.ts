import { settings } from "@/env";
import {
  type Connection,
  type ConnectionOptions,
  type Database,
  openConnection,
  type RawClient,
  wrap,
} from "./client";
import { applyMigrations } from "./migrate";

export type { Database } from "./client";

/**
 * One database per process. The custom server (host/main.ts) opens it and migrates before
 * serving; Next's bundled route code holds its own copy of this module, so the open client lives on
 * globalThis and each copy wraps it in its own Drizzle instance.
 */
const SLOT = Symbol.for("keystone.processDatabase");
type Slot = { raw: Promise<RawClient>; close: () => Promise<void> };
const holder = globalThis as { [SLOT]?: Slot };

let wrapped: { raw: RawClient; db: Database } | undefined;
let stopped = false;

/**
 * Opens the configured database, applies migrations and makes it the process's database.
 * `onLockLost`: what to do when another process takes the embedded database's folder (stop writing).
 */
export async function startDatabase({
  onLockLost,
}: Pick<ConnectionOptions, "onLockLost"> = {}): Promise<Connection> {
  if (holder[SLOT]) throw new Error("The process database is already open");
  const s = settings();
  const opening = openConnection({
    databaseUrl: s.DATABASE_URL,
    dataDir: s.DATA_DIR,
    poolSize: s.DATABASE_POOL_SIZE,
    onLockLost,
  });
  const raw = opening.then((c) => c.raw);
  raw.catch(() => {}); // a failed open is reported by the await below, not as an unhandled rejection
  holder[SLOT] = { raw, close: async () => (await opening).close() };
  let connection: Connection | undefined;
  try {
    connection = await opening;
    await applyMigrations(connection);
    return connection;
  } catch (error) {
    delete holder[SLOT];
    await connection?.close().catch(() => {});
    throw error;
  }
}

/**
 * The process's database and its raw client (rate limits use the raw client), opening it on first
 * use when no server opened it (next dev).
 */
export async function processConnection(): Promise<{ raw: RawClient; db: Database }> {
  // A request still running while the server stops must not reopen the database.
  if (stopped) throw new Error("The database is closed: the server is stopping");
  if (!holder[SLOT]) await startDatabase();
  const raw = await (holder[SLOT] as Slot).raw;
  if (wrapped?.raw !== raw) wrapped = { raw, db: wrap(raw) };
  return wrapped;
}

/** The process's database. */
export async function processDatabase(): Promise<Database> {
  return (await processConnection()).db;
}

/** Closes the process's database (SIGTERM); a no-op when none is open. */
export async function stopDatabase(): Promise<void> {
  stopped = true;
  const slot = holder[SLOT];
  if (!slot) return;
  delete holder[SLOT];
  await slot.close();
}
