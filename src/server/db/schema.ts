import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LENDING_SYSTEMS, type LendingSystem } from "@/domain/enums/lending-systems";
import { at, createdAt, oneOf } from "./schema-columns";

/**
 * Who did what, when (docs/design.md §5). Every status change, document decision and portal action
 * writes one; the server writes one when it starts. `details` never holds sensitive values.
 * `actor` names the caller (`staff:<id>`, `applicant:<id>`, `system`), `subject` the target, and
 * `address` the caller's network address when a person acted.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    subject: text("subject"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    address: text("address"),
  },
  (t) => [index("audit_events_subject_idx").on(t.subject, t.occurredAt)],
);

export const ORGANISATION_KINDS = ["partner", "lender"] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

/** Partner organisations refer applicants; the lender's own staff belong to a `lender` one (docs/design.md §4). */
export const organisations = pgTable(
  "organisations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    kind: text("kind").$type<OrganisationKind>().notNull(),
    /**
     * The lending system this partner's referred applications are sent to, where the lender chose
     * one; null takes the lender's setting (decision 105).
     */
    lendingSystem: text("lending_system").$type<LendingSystem>(),
    createdAt: createdAt(),
  },
  (t) => [
    check("organisations_kind_check", oneOf(t.kind, ORGANISATION_KINDS)),
    check(
      "organisations_lending_system_check",
      oneOf(
        t.lendingSystem,
        LENDING_SYSTEMS.map((s) => s.value),
      ),
    ),
  ],
);

/**
 * A team or branch inside an organisation (issue 22 item 6, decision 088): a name its staff belong
 * to. One name once per organisation, in any case.
 */
export const teams = pgTable(
  "teams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("teams_organisation_name_key").on(t.organisationId, sql`lower(${t.name})`)],
);

/** A person applying. Spec §3 User: email, firstName, lastName; sign-up adds phone. */
export const applicants = pgTable(
  "applicants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    /** Null when the applicant signs in with one-time codes only (spec §3: password optional). */
    passwordHash: text("password_hash"),
    createdAt: createdAt(),
    lastSignInAt: at("last_sign_in_at"),
  },
  // One person, one account: the same address in another case is the same address.
  (t) => [uniqueIndex("applicants_email_key").on(sql`lower(${t.email})`)],
);

export const STAFF_ROLES = [
  "admin",
  "loanOfficer",
  "viewer",
  "lenderAdmin",
  "pricingAdmin",
  "underwriter",
  "processor",
  "lenderLoanOfficer",
  "lenderViewer",
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_STATUSES = ["invited", "active", "deactivated"] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** Portal users (docs/design.md §4): password plus TOTP second factor. */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    /** A loan officer's NMLS ID (decision 088), 1–12 digits; null for every other role. */
    nmlsId: text("nmls_id"),
    /** The team or branch they belong to (decision 088), one of their organisation's; or none. */
    teamId: uuid("team_id").references(() => teams.id),
    status: text("status").$type<StaffStatus>().notNull().default("invited"),
    passwordHash: text("password_hash"),
    /**
     * Field-crypto envelope (`v1:…`); a dump of the table must not let anyone mint codes. Set with
     * `totp_enrolled_at` null while an enrolment waits for its first code.
     */
    totpSecretEncrypted: text("totp_secret_encrypted"),
    totpEnrolledAt: at("totp_enrolled_at"),
    /** The 30-second TOTP step last accepted: a code from it or an earlier one is refused (no replay). */
    totpLastUsedStep: integer("totp_last_used_step"),
    /** Hashes of the unused recovery codes; a used one is removed. */
    recoveryCodeHashes: jsonb("recovery_code_hashes").$type<string[]>().notNull().default([]),
    lastSignInAt: at("last_sign_in_at"),
    createdAt: createdAt(),
    passwordChangedAt: at("password_changed_at"),
  },
  (t) => [
    uniqueIndex("staff_users_email_key").on(sql`lower(${t.email})`),
    index("staff_users_organisation_idx").on(t.organisationId),
    check("staff_users_role_check", oneOf(t.role, STAFF_ROLES)),
    check("staff_users_status_check", oneOf(t.status, STAFF_STATUSES)),
    check("staff_users_nmls_id_check", sql`${t.nmlsId} ~ '^[0-9]{1,12}$'`),
  ],
);

export const REALMS = ["applicant", "portal"] as const;
/** Spec §6: two session realms, applicants at /api/authApplicant and staff at /api/authPortal. */
export type Realm = (typeof REALMS)[number];

/**
 * Server-side sessions behind next-auth's JWTs (docs/design.md §2): the JWT carries the id, and every
 * request checks this row, so signing out, deactivation or a password change ends a session at once.
 */
export const sessions = pgTable(
  "sessions",
  {
    /** 256 random bits, base64url. */
    id: text("id").primaryKey(),
    realm: text("realm").$type<Realm>().notNull(),
    userId: uuid("user_id").notNull(),
    createdAt: createdAt(),
    lastSeenAt: at("last_seen_at").notNull(),
    absoluteExpiresAt: at("absolute_expires_at").notNull(),
    endedAt: at("ended_at"),
    endedReason: text("ended_reason"),
  },
  (t) => [
    index("sessions_user_idx").on(t.realm, t.userId),
    check("sessions_realm_check", oneOf(t.realm, REALMS)),
  ],
);

export const ONE_TIME_CODE_PURPOSES = ["signIn", "passwordReset"] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

/** Spec §9 six-digit codes, kept only as keyed hashes. */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    realm: text("realm").$type<Realm>().notNull(),
    /** Lower-cased, so a code asked for as Ann@X.com is found for ann@x.com. */
    email: text("email").notNull(),
    purpose: text("purpose").$type<OneTimeCodePurpose>().notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: at("expires_at").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("one_time_codes_lookup_idx").on(t.realm, t.email, t.purpose),
    check("one_time_codes_realm_check", oneOf(t.realm, REALMS)),
    check("one_time_codes_purpose_check", oneOf(t.purpose, ONE_TIME_CODE_PURPOSES)),
  ],
);

/** An admin's invitation to join its organisation (docs/design.md §4), accepted through a one-time link. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    email: text("email").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    /** SHA-256 of the link's token: the link itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by")
      .notNull()
      .references(() => staffUsers.id),
    expiresAt: at("expires_at").notNull(),
    acceptedAt: at("accepted_at"),
    createdAt: createdAt(),
  },
  (t) => [check("staff_invitations_role_check", oneOf(t.role, STAFF_ROLES))],
);

/**
 * rate-limiter-flexible's PostgreSQL store, created here instead of by the library at start-up
 * (`tableCreated: true`). The column names and types are the ones its queries use; `key` is text
 * rather than its varchar(255) so a long e-mail plus an IPv6 address always fits.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    /** Milliseconds since the epoch; null never expires. */
    expire: bigint("expire", { mode: "number" }),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);

export * from "./applications-schema";
export * from "./coborrower-schema";
export * from "./decisions-schema";
export * from "./disbursement-schema";
export * from "./documents-schema";
export * from "./esign-schema";
export * from "./file-assignments-schema";
export * from "./lending-system-schema";
export * from "./messages-schema";
export * from "./verification-schema";
