import { eq, sql } from "drizzle-orm";
import { type ApplicationStepKey, placesFor } from "@/domain/application/application-steps";
import type { Database } from "@/server/db/client";
import { applications } from "@/server/db/schema";
import { type ApplicationContext, applicationFacts } from "@/server/services/application/application-context";
import { isSavedIn, saveApplicationStep } from "@/server/services/application/save-application-step";
import { readSections } from "@/server/services/application/section-store";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";

/** The service context of the application whose borrower has `email`, as applicationProcedure builds it. */
export async function applicationContextOf(
  deps: PrequalDependencies,
  email: string,
): Promise<ApplicationContext> {
  const rows = await deps.db.select().from(applications);
  const application = rows.find(
    (row) => (row.answers as { borrower?: { email?: string } }).borrower?.email === email,
  );
  if (!application) throw new Error(`no application for ${email}`);
  return { deps, application, actor: `applicant:${application.applicantId}`, address: "198.51.100.9" };
}

/**
 * Saves every place before `step` that is not saved yet, with empty answers, straight through
 * saveApplicationStep: other areas' screens are not what these tests are about, only their order.
 */
export async function saveScreensBefore(ctx: ApplicationContext, step: ApplicationStepKey): Promise<void> {
  const db: Database = ctx.deps.db;
  const sections = await readSections(db, ctx.application.id);
  const facts = applicationFacts(ctx.application, sections);
  const saved = isSavedIn(sections, facts);
  for (const place of placesFor(facts)) {
    if (place.step === step) return;
    if (!saved(place)) await saveApplicationStep(ctx, { ...place, version: 0, data: {} });
  }
}

/** The application row as stored now. */
export async function applicationRow(db: Database, id: string) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new Error(`no application ${id}`);
  return row;
}

/**
 * Every row of every table of every schema (the site's, drizzle's migrations, pg-boss's jobs), each
 * row as JSON text, joined into one string: what a stolen database dump would show. `tables` names
 * the public schema's tables as they are and the others' as `schema.table`.
 */
export async function textOfEveryTable(db: Database) {
  const found = (await db.execute(
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by table_schema, table_name`,
  )) as unknown as { rows: { table_schema: string; table_name: string }[] };
  const parts: string[] = [];
  for (const { table_schema, table_name } of found.rows) {
    const rows = (await db.execute(
      sql`select to_jsonb(t)::text as row from ${sql.identifier(table_schema)}.${sql.identifier(table_name)} t`,
    )) as unknown as { rows: { row: string }[] };
    for (const { row } of rows.rows) parts.push(row);
  }
  const tables = found.rows.map((t) =>
    t.table_schema === "public" ? t.table_name : `${t.table_schema}.${t.table_name}`,
  );
  return { tables, text: parts.join("\n") };
}
