import type { RawClient } from "@/server/db/client";

/** The one call RateLimiterPostgres makes on its client (lib/RateLimiterPostgres.js `_query`). */
interface PostgresStyleQuery {
  text: string;
  values?: unknown[];
  name?: string;
}

/**
 * The `storeClient` for rate-limiter-flexible's PostgreSQL store. A `pg` pool fits as it is. PGlite
 * does not: the store calls `query({ text, values, name })` with one object, and PGlite's `query`
 * takes `(text, values)`. This gives PGlite that shape; the store reads `rows` and `rowCount` back.
 * Both go as storeType "pool": the store then neither acquires nor releases a connection.
 */
export function rateLimitStoreClient(raw: RawClient): { storeClient: unknown; storeType: "pool" } {
  if (raw.kind === "postgres") return { storeClient: raw.client, storeType: "pool" };
  const pglite = raw.client;
  return {
    storeType: "pool",
    storeClient: {
      async query({ text, values }: PostgresStyleQuery) {
        const result = await pglite.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
      },
    },
  };
}
