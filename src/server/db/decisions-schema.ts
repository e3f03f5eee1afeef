import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { DECISION_OUTCOMES, type DecisionOutcome } from "@/domain/decisions/automated-decision";
import { applications, rateSheets } from "./applications-schema";
import { at, oneOf } from "./schema-columns";

/**
 * The automated decision made when the application is submitted (issue 11, decision 043): its
 * outcome, its derivation (every figure with its source, every rule with its sentence) and the rate
 * sheet it used. One per application: the unique index keeps a second submission from deciding twice.
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
    decidedBy: text("decided_by").notNull(),
    decidedAt: at("decided_at").notNull(),
    /** When the decision's milestone e-mail went out: a retried job sends it once. */
    milestoneMailedAt: at("milestone_mailed_at"),
  },
  (t) => [
    uniqueIndex("decisions_application_key").on(t.applicationId),
    index("decisions_decided_at_idx").on(t.decidedAt),
    check("decisions_outcome_check", oneOf(t.outcome, DECISION_OUTCOMES)),
  ],
);
