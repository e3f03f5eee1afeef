import { sql } from "drizzle-orm";
import type { Connection } from "@/server/db/client";

/** Every text, character and JSON column of every table of the public schema, as one string. */
export async function textOfEveryTable(db: Connection["db"]): Promise<string> {
  const columns = (await db.execute(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')
        order by table_name, column_name`,
  )) as unknown as { rows: { table_name: string; column_name: string }[] };
  const parts: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    const values = (await db.execute(
      sql`select ${sql.identifier(column_name)}::text as value from ${sql.identifier(table_name)}`,
    )) as unknown as { rows: { value: string | null }[] };
    for (const { value } of values.rows) if (value) parts.push(value);
  }
  return parts.join("\n");
}

/** The ways a date of birth typed MM/DD/YYYY could sit in clear: as typed, and as YYYY-MM-DD. */
export function datesOfBirthAsStored(typed: string): string[] {
  const [month, day, year] = typed.split("/");
  return [typed, `${year}-${month}-${day}`];
}
