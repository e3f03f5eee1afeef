import { bigserial, check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { LOAN_MILESTONES } from "../../domain/loan-milestones/loan-milestones";
import { applications, LENDING_SYSTEMS } from "./applications-schema";
import { at, createdAt, oneOf } from "./schema-columns";

/** Decision 081: waiting to be sent, being sent, accepted by the lending system, or given up on. */
export const DELIVERY_STATES = ["waiting", "sent", "accepted", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * An application's delivery to its lending system (issue 21, decision 081): one row per
 * application. `requestedVersion` counts what the site asked to send (submission, each "send
 * again" or change), `sentVersion` what the lending system has; a worker claims the row for a
 * lease (`claimToken`, `claimedUntil`) so two workers never send at once, and a worker that died
 * mid-send leaves a lease that runs out.
 */
export const loanDeliveries = pgTable(
  "loan_deliveries",
  {
    applicationId: uuid("application_id")
      .primaryKey()
      .references(() => applications.id),
    system: text("system").$type<(typeof LENDING_SYSTEMS)[number]>().notNull(),
    state: text("state").$type<DeliveryState>().notNull().default("waiting"),
    requestedVersion: integer("requested_version").notNull().default(1),
    sentVersion: integer("sent_version").notNull().default(0),
    /** The lending system's id for the loan, and the number staff quote. */
    losLoanId: text("los_loan_id"),
    losLoanNumber: text("los_loan_number"),
    /** Failed tries in a row; the delivery stops at decision 081's limit. */
    failures: integer("failures").notNull().default(0),
    /** Why it failed, in plain words (the lending system's own for a refusal). */
    failureReason: text("failure_reason"),
    claimToken: uuid("claim_token"),
    claimedUntil: at("claimed_until"),
    /** The furthest milestone the lending system reported, and when it was read. */
    milestone: text("milestone").$type<(typeof LOAN_MILESTONES)[number]>(),
    statusReadAt: at("status_read_at"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("loan_deliveries_los_loan_idx").on(t.system, t.losLoanId),
    check("loan_deliveries_system_check", oneOf(t.system, LENDING_SYSTEMS)),
    check("loan_deliveries_state_check", oneOf(t.state, DELIVERY_STATES)),
    check("loan_deliveries_milestone_check", oneOf(t.milestone, LOAN_MILESTONES)),
  ],
);

export const DELIVERY_ACTIONS = ["create", "found", "update"] as const;
export const ATTEMPT_OUTCOMES = ["accepted", "retrying", "refused", "failed"] as const;

/** Each try at sending, and how it ended: the record staff read when a delivery fails. */
export const loanDeliveryAttempts = pgTable(
  "loan_delivery_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    system: text("system").$type<(typeof LENDING_SYSTEMS)[number]>().notNull(),
    version: integer("version").notNull(),
    action: text("action").$type<(typeof DELIVERY_ACTIONS)[number]>(),
    /** Null while the try is under way: a worker that died mid-send leaves it so. */
    outcome: text("outcome").$type<(typeof ATTEMPT_OUTCOMES)[number]>(),
    detail: text("detail"),
    startedAt: at("started_at").notNull(),
    finishedAt: at("finished_at"),
  },
  (t) => [
    index("loan_delivery_attempts_application_idx").on(t.applicationId, t.startedAt),
    check("loan_delivery_attempts_outcome_check", oneOf(t.outcome, ATTEMPT_OUTCOMES)),
    check("loan_delivery_attempts_action_check", oneOf(t.action, DELIVERY_ACTIONS)),
  ],
);

/** Webhook events taken (decision 082): an event id seen before is a replay, refused. */
export const losWebhookEvents = pgTable(
  "los_webhook_events",
  {
    system: text("system").$type<(typeof LENDING_SYSTEMS)[number]>().notNull(),
    eventId: text("event_id").notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.system, t.eventId] }),
    index("los_webhook_events_received_idx").on(t.receivedAt),
  ],
);

/**
 * What the demo's in-process lending systems keep (decision 080): the loan's number and when it
 * was made, the application id it carries and the SHA-256 of the last file; never the file, which
 * holds SSNs and dates of birth.
 */
export const sandboxLoans = pgTable(
  "sandbox_loans",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    system: text("system").$type<(typeof LENDING_SYSTEMS)[number]>().notNull(),
    loanId: uuid("loan_id").notNull().unique().defaultRandom(),
    applicationId: text("application_id").notNull(),
    fileSha256: text("file_sha256").notNull(),
    imports: integer("imports").notNull().default(1),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("sandbox_loans_application_idx").on(t.system, t.applicationId)],
);
