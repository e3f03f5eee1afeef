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

/** Every text, character and JSON column of every table of the public schema, as one string. */
export async function textOfEveryTable(db: Database) {
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
  return { tables: [...new Set(columns.rows.map((c) => c.table_name))], text: parts.join("\n") };
}
