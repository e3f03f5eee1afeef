import { check, jsonb, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { applications } from "./schema";
import { createdAt, oneOf } from "./schema-columns";

export const ACCOUNT_TYPE_NAMES = ["checking", "savings"] as const;

/**
 * Where the loan's funds go (issue 11, decision 042): one row per application, made once. The
 * unique application id is what makes a second instruction impossible, however many requests race;
 * the idempotency key the browser sent with the first is kept with it, so the same key is answered
 * the first answer. The routing and account numbers are field-crypto envelopes sealed to this row's
 * application (a copy elsewhere fails to open); only their last four digits are in clear.
 */
export const disbursementInstructions = pgTable(
  "disbursement_instructions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .unique()
      .references(() => applications.id),
    idempotencyKey: uuid("idempotency_key").notNull(),
    routingNumberEncrypted: text("routing_number_encrypted").notNull(),
    routingNumberLastFour: text("routing_number_last_four").notNull(),
    accountNumberEncrypted: text("account_number_encrypted").notNull(),
    accountNumberLastFour: text("account_number_last_four").notNull(),
    accountType: text("account_type").$type<(typeof ACCOUNT_TYPE_NAMES)[number]>().notNull(),
    accountHolder: text("account_holder").notNull(),
    /** A HELOC's first draw in dollars; null for a mortgage. */
    firstDraw: numeric("first_draw", { precision: 14, scale: 2, mode: "number" }),
    /** The funds summary as the applicant confirmed it (`FundsSummary`). */
    fundsSummary: jsonb("funds_summary").$type<Record<string, unknown>>().notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("disbursement_instructions_account_type_check", oneOf(t.accountType, ACCOUNT_TYPE_NAMES))],
);
