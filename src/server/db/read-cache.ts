import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "./client";

/**
 * Reads answered from memory on the embedded database until its next write (decision 047). The
 * process holding PGlite's folder lock is its only writer, and every statement goes through the
 * client, so counting the statements that may write tells when a kept answer could be stale: any
 * statement other than a plain SELECT, and every transaction, ends all kept answers, once it has
 * run. A read that overlapped it was kept under the count from before, so it ends too. A single
 * INSERT, UPDATE or DELETE that changed no row ends nothing: the job queue polls with one every
 * few seconds per queue, and most find no job (decision 052). On PostgreSQL (other processes
 * write too) and inside a transaction nothing is kept.
 */
const WRITES = Symbol.for("keystone.embeddedDatabaseWrites");
/** Answers kept at most; past it they are all dropped (a hit costs a lookup, a miss one read). */
const MAX_KEPT = 10_000;

interface Writes {
  /** Bumped after every statement that may have written. */
  generation: number;
  /** Each answer, or the read still under way for it, which callers asking meanwhile share. */
  kept: Map<string, { generation: number; value: Promise<unknown> }>;
}

type Tracked = PGlite & { [WRITES]?: Writes };

const READ_ONLY = /^\s*select\b/i;
const ROW_CHANGES = new Set(["INSERT", "UPDATE", "DELETE", "MERGE"]);

/** Whether a statement's result says it changed nothing: a row change that touched no row. */
function changedNothing(result: unknown): boolean {
  const { command, affectedRows } = (result ?? {}) as { command?: string; affectedRows?: number };
  return affectedRows === 0 && command !== undefined && ROW_CHANGES.has(command);
}

/** Counts the writes of an embedded database's client (once per client; wraps its entry points). */
export function trackWrites(client: PGlite): void {
  const tracked = client as Tracked;
  if (tracked[WRITES]) return;
  const writes: Writes = { generation: 0, kept: new Map() };
  tracked[WRITES] = writes;
  const written = () => {
    writes.generation += 1;
  };
  /** Runs a statement, then counts it unless its result shows it changed nothing (`single`). */
  const after = async <T>(run: () => Promise<T>, single = false): Promise<T> => {
    let result: T | undefined;
    try {
      result = await run();
      return result;
    } finally {
      if (!(single && changedNothing(result))) written();
    }
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) =>
    READ_ONLY.test(text)
      ? query(text, ...(rest as []))
      : after(() => query(text, ...(rest as [])), true)) as PGlite["query"];
  client.exec = ((...args: Parameters<PGlite["exec"]>) => after(() => exec(...args))) as PGlite["exec"];
  client.transaction = ((...args: Parameters<PGlite["transaction"]>) =>
    after(() => transaction(...args))) as PGlite["transaction"];
}

/**
 * `read()`'s answer, kept under `key` until the database's next write. Callers asking while it is
 * being read share that read. The answer is shared between callers: it is frozen, and callers must
 * not change what it holds.
 */
export async function keptRead<T>(db: Database, key: string, read: () => Promise<T>): Promise<T> {
  const writes = ((db as { $client?: Tracked }).$client as Tracked | undefined)?.[WRITES];
  if (!writes) return read();
  const kept = writes.kept.get(key);
  if (kept && kept.generation === writes.generation) return kept.value as Promise<T>;
  // The generation before the read: a write that lands while it runs makes the answer stale at once.
  const entry = { generation: writes.generation, value: read().then((value) => Object.freeze(value)) };
  if (writes.kept.size >= MAX_KEPT) writes.kept.clear();
  writes.kept.set(key, entry);
  // A failed read is not kept: the next caller reads again.
  entry.value.catch(() => {
    if (writes.kept.get(key) === entry) writes.kept.delete(key);
  });
  return entry.value;
}
