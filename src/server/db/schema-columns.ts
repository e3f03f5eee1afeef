import { sql } from "drizzle-orm";
import { timestamp } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** `column in ('a', 'b')`: kinds are checked text rather than enum types, so adding one is one statement. */
export function oneOf(column: { name: string }, values: readonly string[]) {
  return sql.raw(`"${column.name}" in (${values.map((v) => `'${v}'`).join(", ")})`);
}
