import { sql } from "drizzle-orm";
import type { Database } from "./client";

export interface DatabaseStatus {
  reachable: boolean;
  engine?: string;
  migrations?: number;
}

/** One round trip: the server's version and how many migrations are applied. */
export async function databaseStatus(db: Database): Promise<DatabaseStatus> {
  try {
    const result = await db.execute<{ version: string; migrations: number }>(
      sql`select version() as version, (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
    );
    const row = (result as unknown as { rows: Array<{ version: string; migrations: number }> }).rows[0];
    return { reachable: true, engine: row?.version.split(" on ")[0], migrations: row?.migrations };
  } catch {
    return { reachable: false };
  }
}
