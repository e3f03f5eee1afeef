import type { RawClient } from "@/server/db/client";

/** What pg-boss runs its SQL through (its `db` option), and how many statements are under way. */
export interface BossDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Statements sent and not yet answered: the database is closed only when this is 0. */
  inFlight(): number;
}

/**
 * pg-boss on the site's own connection (decision 033). On PostgreSQL, the pool. On PGlite, the
 * embedded database's one connection, shared with every request: pg-boss's parameterless commands
 * are several statements inside their own BEGIN … COMMIT (schema creation, maintenance), which only
 * the simple protocol (`exec`) runs, and a failure half-way would leave that shared connection in an
 * aborted transaction. So they run inside PGlite's `transaction`, which holds the connection
 * for the whole string and rolls back when it fails (the inner BEGIN and the outer COMMIT are then
 * harmless warnings).
 */
export function bossDatabase(raw: RawClient): BossDatabase {
  let running = 0;
  const run = (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> => {
    if (raw.kind === "postgres") return raw.client.query(text, values);
    if (values && values.length > 0) return raw.client.query(text, values);
    return (
      raw.client
        .transaction((tx) => tx.exec(text))
        // pg answers a several-statement string with one result per statement, as here; pg-boss
        // reads rows only from one-statement commands.
        .then((results) => (results.length === 1 ? results[0] : results) as { rows: unknown[] })
    );
  };
  return {
    async executeSql(text, values) {
      running += 1;
      try {
        return await run(text, values);
      } finally {
        running -= 1;
      }
    },
    inFlight: () => running,
  };
}
