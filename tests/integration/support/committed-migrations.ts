import { committedMigrationCount } from "@/server/db/migrate";

/** How many migrations drizzle/ holds: what a freshly migrated database reports as applied. */
export function committedMigrations(): number {
  return committedMigrationCount();
}
