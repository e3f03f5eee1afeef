import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { decisions } from "@/server/db/schema";

/**
 * Decision 091: the current decision is the one no later decision supersedes. Every reader of "the
 * decision" (the applicant's screens, the pipeline, the loan file, HMDA, the MISMO file, the
 * e-mail) filters with this, so a person's decision replaces the automated one everywhere at once.
 */
export const isCurrentDecision: SQL = sql`not exists (select 1 from ${decisions} as "later" where "later"."supersedes" = ${decisions.id})`;

export type DecisionRow = typeof decisions.$inferSelect;

/** The application's current decision, or undefined before the submission. */
export async function currentDecision(db: Database, applicationId: string): Promise<DecisionRow | undefined> {
  const [row] = await db
    .select()
    .from(decisions)
    .where(and(eq(decisions.applicationId, applicationId), isCurrentDecision));
  return row;
}

/**
 * Every decision on the application, first (the automated one) to current, in the order each
 * superseded the last: the chain, not the clock, says which came after which.
 */
export async function decisionHistory(db: Database, applicationId: string): Promise<DecisionRow[]> {
  const rows = await db.select().from(decisions).where(eq(decisions.applicationId, applicationId));
  const next = new Map(rows.filter((r) => r.supersedes).map((r) => [r.supersedes, r]));
  const chain: DecisionRow[] = [];
  for (let row = rows.find((r) => !r.supersedes); row; row = next.get(row.id)) chain.push(row);
  return chain;
}
