import { isNull } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DECISION_OUTCOMES, type DecisionOutcome } from "@/domain/decisions/automated-decision";
import { applications, rateSheets } from "./applications-schema";
import { at, oneOf } from "./schema-columns";

/**
 * An application's decisions, a history of immutable rows (decision 091). The first is the automated
 * decision made when the application is submitted (issue 11, decision 043): its outcome, its
 * derivation (every figure with its source, every rule with its sentence) and the rate sheet it
 * used; one per application, as the partial unique index keeps a second submission from deciding
 * twice. Each later one is a person's, `supersedes` naming the one it replaces (once: its unique
 * index keeps two people from superseding the same decision), with their comment. The current
 * decision is the one nothing supersedes (`current-decision.ts`).
 */
export const decisions = pgTable(
  "decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    outcome: text("outcome").$type<DecisionOutcome>().notNull(),
    /** Reg B principal reasons of a decline; empty otherwise. */
    reasons: jsonb("reasons").$type<string[]>().notNull(),
    derivation: jsonb("derivation").$type<Record<string, unknown>>().notNull(),
    rateSheetVersion: integer("rate_sheet_version")
      .notNull()
      .references(() => rateSheets.version),
    /** "system", or `staff:<id>` for a person's decision. */
    decidedBy: text("decided_by").notNull(),
    /** A person's reasoning, required of every decision but the automated one. */
    comment: text("comment"),
    supersedes: uuid("supersedes").references((): AnyPgColumn => decisions.id),
    decidedAt: at("decided_at").notNull(),
    /** When the decision's milestone e-mail went out: a retried job sends it once. */
    milestoneMailedAt: at("milestone_mailed_at"),
  },
  (t) => [
    uniqueIndex("decisions_first_key").on(t.applicationId).where(isNull(t.supersedes)),
    uniqueIndex("decisions_supersedes_key").on(t.supersedes),
    index("decisions_application_idx").on(t.applicationId),
    index("decisions_decided_at_idx").on(t.decidedAt),
    check("decisions_outcome_check", oneOf(t.outcome, DECISION_OUTCOMES)),
  ],
);
