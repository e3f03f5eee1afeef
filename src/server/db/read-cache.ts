import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "./client";

/**
 * Reads answered from memory on the embedded database until its next write (decision 047). The
 * process holding PGlite's folder lock is its only writer, and every statement goes through the
 * client, so counting the statements that may write tells when a kept answer could be stale: any
 * statement other than a plain SELECT, and every transaction, ends all kept answers. On PostgreSQL
 * (other processes write too) and inside a transaction nothing is kept.
 */
const WRITES = Symbol.for("keystone.embeddedDatabaseWrites");
/** Answers kept at most; past it they are all dropped (a hit costs a lookup, a miss one read). */
const MAX_KEPT = 10_000;

interface Writes {
  /** Bumped before and after every statement that may write. */
  generation: number;
  kept: Map<string, { generation: number; value: unknown }>;
}

type Tracked = PGlite & { [WRITES]?: Writes };

const READ_ONLY = /^\s*select\b/i;

/** Counts the writes of an embedded database's client (once per client; wraps its entry points). */
export function trackWrites(client: PGlite): void {
  const tracked = client as Tracked;
  if (tracked[WRITES]) return;
  const writes: Writes = { generation: 0, kept: new Map() };
  tracked[WRITES] = writes;
  const written = () => {
    writes.generation += 1;
  };
  const around = async <T>(run: () => Promise<T>): Promise<T> => {
    written();
    try {
      return await run();
    } finally {
      written();
    }
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) =>
    READ_ONLY.test(text)
      ? query(text, ...(rest as []))
      : around(() => query(text, ...(rest as [])))) as PGlite["query"];
  client.exec = ((...args: Parameters<PGlite["exec"]>) => around(() => exec(...args))) as PGlite["exec"];
  client.transaction = ((...args: Parameters<PGlite["transaction"]>) =>
    around(() => transaction(...args))) as PGlite["transaction"];
}

/**
 * `read()`'s answer, kept under `key` until the database's next write. The answer is shared between
 * callers: it is frozen, and callers must not change what it holds.
 */
export async function keptRead<T>(db: Database, key: string, read: () => Promise<T>): Promise<T> {
  const writes = ((db as { $client?: Tracked }).$client as Tracked | undefined)?.[WRITES];
  if (!writes) return read();
  const kept = writes.kept.get(key);
  if (kept && kept.generation === writes.generation) return kept.value as T;
  // The generation before the read: a write that lands while it runs makes the answer stale at once.
  const generation = writes.generation;
  const value = Object.freeze(await read());
  if (writes.kept.size >= MAX_KEPT) writes.kept.clear();
  writes.kept.set(key, { generation, value });
  return value;
}
