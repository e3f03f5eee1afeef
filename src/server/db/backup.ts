import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { exitOnLockLost } from "./client";
import { acquireFolderLock } from "./folder-lock";
import { keepFolderPrivate } from "./private-folder";

/**
 * Backups of the embedded database (decision 101). The server holds the data folder's lock, so a
 * backup is written by the process holding it: `npm run backup` asks the running server over a
 * Unix socket in the data folder (`control.sock`, reachable only by the folder's owner, like the
 * folder), or, with no server running, takes the lock and writes it itself. Either way PGlite's
 * `dumpDataDir` copies the database files while no statement runs (it takes PGlite's own lock),
 * and a restore replays the write-ahead log like a restart after a power cut: every transaction
 * committed before the copy, none after.
 */
export const CONTROL_SOCKET = "control.sock";
export const BACKUP_FOLDER = "backups";
const PGLITE_FOLDER = "pglite";

/** What the commands say on DATABASE_URL: a PostgreSQL server has its own tools. */
export const USE_PG_DUMP =
  "DATABASE_URL is set: the database is a PostgreSQL server, and pg_dump is the tool for it " +
  '(pg_dump --format=custom --file=keystone.dump "$DATABASE_URL", brought back with pg_restore). ' +
  "npm run backup and npm run restore copy the embedded database only.";

/** What the commands say after a backup: what it does not hold. */
export const WHAT_ELSE_TO_KEEP =
  "The backup holds the database only, its encrypted fields still encrypted: keep APP_ENCRYPTION_KEY " +
  "(or DATA_DIR/encryption.key) and the stored files (DATA_DIR/uploads or the S3 bucket) backed up too.";

export interface WrittenBackup {
  file: string;
  bytes: number;
}

/** `keystone-2026-11-27T15-04-05-123Z.tar.gz`: sorts by time, no `:` for other systems' files. */
function backupName(now: Date) {
  return `keystone-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`;
}

/**
 * Writes a gzipped tar of the open database to `DATA_DIR/backups/`, private (0600 in a 0700
 * folder): it holds the personal data the database holds (the encrypted fields still encrypted).
 */
export async function writeBackup(client: PGlite, dataDir: string, now = new Date()): Promise<WrittenBackup> {
  const folder = path.join(dataDir, BACKUP_FOLDER);
  keepFolderPrivate(folder);
  const dump = await client.dumpDataDir("gzip");
  const bytes = new Uint8Array(await dump.arrayBuffer());
  const file = path.join(folder, backupName(now));
  // Written aside and renamed: a backup that is listed is whole.
  const partial = `${file}.partial`;
  await fs.promises.writeFile(partial, bytes, { mode: 0o600, flag: "wx" });
  await fs.promises.rename(partial, file);
  return { file: path.resolve(file), bytes: bytes.byteLength };
}

/**
 * The running server's side: answers `backup` on `DATA_DIR/control.sock` with the written file as
 * one JSON line. Only the server holding the folder's lock calls this, so a socket file left by a
 * crash is its own to replace. Returns the function that stops listening.
 */
export async function serveBackupRequests(
  client: PGlite,
  dataDir: string,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const socketPath = path.join(dataDir, CONTROL_SOCKET);
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.setEncoding("utf8");
    let asked = "";
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      asked += chunk;
      if (!asked.includes("\n")) {
        if (asked.length > 64) socket.destroy();
        return;
      }
      if (asked.trim() !== "backup")
        return void socket.end(`${JSON.stringify({ error: "unknown request" })}\n`);
      writeBackup(client, dataDir).then(
        (written) => socket.end(`${JSON.stringify(written)}\n`),
        (error: unknown) => {
          onError(error);
          socket.end(
            `${JSON.stringify({ error: "the backup could not be written; see the server's log" })}\n`,
          );
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  // The socket is the folder owner's alone, whatever the umask.
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}

/**
 * The command's side: asks the server listening on the folder's control socket to write a
 * backup. Null when no server listens there (none runs, or one of another build).
 */
export async function requestBackup(dataDir: string): Promise<WrittenBackup | null> {
  const socketPath = path.join(dataDir, CONTROL_SOCKET);
  if (!fs.existsSync(socketPath)) return null;
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write("backup\n"));
    socket.on("data", (chunk: string) => {
      answer += chunk;
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // A socket file with nobody listening: a server that stopped without removing it.
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") resolve(null);
      else reject(error);
    });
    socket.on("end", () => {
      const parsed = JSON.parse(answer) as WrittenBackup | { error: string };
      if ("error" in parsed) reject(new Error(`The server did not write the backup: ${parsed.error}`));
      else resolve(parsed);
    });
  });
}

/** With no server running: takes the folder's lock, writes the backup, lets go. */
export async function backupStoppedDatabase(dataDir: string): Promise<WrittenBackup> {
  if (!fs.existsSync(path.join(dataDir, PGLITE_FOLDER))) {
    throw new Error(`${path.resolve(dataDir)} holds no database yet: there is nothing to back up.`);
  }
  const release = await acquireFolderLock(dataDir, exitOnLockLost);
  try {
    const client = await PGlite.create(path.join(dataDir, PGLITE_FOLDER));
    try {
      return await writeBackup(client, dataDir);
    } finally {
      await client.close();
    }
  } finally {
    await release();
  }
}

export interface RestoredBackup {
  /** Where the database that was there is kept, untouched; null when the folder held none. */
  keptAside: string | null;
  /** Rows per table (`schema.table`) of the restored database. */
  rows: Record<string, number>;
}

/**
 * Brings a backup back into `DATA_DIR/pglite` with the server stopped (the folder's lock is taken,
 * so a running server is refused). The backup is opened and counted in a folder beside it first, so
 * a damaged file changes nothing; only then is the database that was there moved aside (kept,
 * never deleted) and the restored one put in its place.
 */
export async function restoreBackup(
  dataDir: string,
  backupFile: string,
  now = new Date(),
): Promise<RestoredBackup> {
  const backup = new Blob([await fs.promises.readFile(backupFile)]);
  keepFolderPrivate(dataDir);
  const release = await acquireFolderLock(dataDir, exitOnLockLost);
  try {
    const target = path.join(dataDir, PGLITE_FOLDER);
    const restoring = `${target}.restoring`;
    fs.rmSync(restoring, { recursive: true, force: true });
    let rows: Record<string, number>;
    try {
      const client = await PGlite.create(restoring, { loadDataDir: backup });
      try {
        rows = await rowsPerTable(client);
      } finally {
        await client.close();
      }
    } catch (error) {
      fs.rmSync(restoring, { recursive: true, force: true });
      throw new Error(`${backupFile} is not a backup this site can restore (${String(error)})`);
    }
    let keptAside: string | null = null;
    if (fs.existsSync(target)) {
      keptAside = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
      await fs.promises.rename(target, keptAside);
    }
    await fs.promises.rename(restoring, target);
    keepFolderPrivate(dataDir);
    return { keptAside, rows };
  } finally {
    await release();
  }
}

/** Every table's row count: what a restore reports, and what its test compares. */
export async function rowsPerTable(client: Pick<PGlite, "query">): Promise<Record<string, number>> {
  const tables = await client.query<{ name: string }>(
    `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
       from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables.rows) {
    // The names come from the catalogue, quoted by the server.
    const counted = await client.query<{ n: number }>(`select count(*)::int as n from ${name}`);
    rows[name] = counted.rows[0]?.n ?? 0;
  }
  return rows;
}
