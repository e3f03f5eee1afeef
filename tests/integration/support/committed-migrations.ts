import fs from "node:fs";

/** How many migrations drizzle/ holds: what a freshly migrated database reports as applied. */
export function committedMigrations(): number {
  return JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8")).entries.length;
}
