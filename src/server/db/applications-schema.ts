import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LOAN_MILESTONES, type LoanMilestone } from "@/domain/loan-milestones/loan-milestones";
import { RATE_SHEET_STATUSES, type RateSheetStatus } from "@/domain/pricing/rate-sheet-approval";
import { applicants, organisations, staffUsers } from "./schema";
import { at, createdAt, oneOf } from "./schema-columns";

export const PREQUAL_FLOWS = ["new", "old"] as const;
export const LANDING_VERSION_NAMES = ["A", "B"] as const;
export const PRODUCT_NAMES = ["heloc", "mortgage"] as const;
/** Spec §1: the loan origination systems an application is sent to. */
export const LENDING_SYSTEMS = ["byte", "encompass", "lendingPad"] as const;

/**
 * One person's journey from the first prequalification answer to funds (spec §3 application
 * record). Before the e-mail step it belongs to nobody but the browser holding its draft cookie
 * (`draft_token_hash`); sign-up or sign-in hands it to the applicant (decision 020).
 */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicantId: uuid("applicant_id").references(() => applicants.id),
    /** SHA-256 of the anonymous draft's cookie; null once the draft has an owner. */
    draftTokenHash: text("draft_token_hash").unique(),
    /** The partner whose referral brought the lead (an MCR lead): that organisation sees it. */
    organisationId: uuid("organisation_id").references(() => organisations.id),
    referralId: uuid("referral_id"),
    flow: text("flow").$type<(typeof PREQUAL_FLOWS)[number]>().notNull(),
    landingVersion: text("landing_version").$type<(typeof LANDING_VERSION_NAMES)[number]>().notNull(),
    product: text("product").$type<(typeof PRODUCT_NAMES)[number]>().notNull().default("heloc"),
    /** Spec §3 applicationStatus; null before the first step is saved. */
    applicationStatus: text("application_status"),
    /** Spec §4 order number of the status, for reports and "how far did they get". */
    statusOrder: doublePrecision("status_order"),
    /** Non-sensitive answers (domain `PrequalAnswers`). */
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
    /** Field-crypto envelope of the borrowers' SSNs and dates of birth (docs/design.md §5). */
    sensitiveEncrypted: text("sensitive_encrypted"),
    ssnLastFour: text("ssn_last_four"),
    creditCallId: bigint("credit_call_id", { mode: "number" }),
    coborrowerCreditCallId: bigint("coborrower_credit_call_id", { mode: "number" }),
    valuationCallId: bigint("valuation_call_id", { mode: "number" }),
    currentOfferId: uuid("current_offer_id"),
    declinedAt: at("declined_at"),
    /** Spec §3: the person has a loan (hitchLoan) and the loan system's conditional approval. */
    hitchLoan: boolean("hitch_loan").notNull().default(false),
    encompassConditionallyApproved: boolean("encompass_conditionally_approved").notNull().default(false),
    /** The loan origination system the finished application is sent to (spec §1). */
    lendingSystem: text("lending_system")
      .$type<(typeof LENDING_SYSTEMS)[number]>()
      .notNull()
      .default("encompass"),
    /** When the applicant confirmed the application summary (issue 9). */
    applicationCompletedAt: at("application_completed_at"),
    /**
     * Where the submitted loan stands in the lender's hands (decision 092): null until someone or
     * the lending system moves it past "submitted"; when and by whom it last moved. Each move is
     * also an `application.loanMilestone` audit record, the history the tracker and timeline read.
     */
    loanMilestone: text("loan_milestone").$type<LoanMilestone>(),
    loanMilestoneAt: at("loan_milestone_at"),
    loanMilestoneBy: text("loan_milestone_by"),
    /** Spec §3 canopyConnected: the applicant linked their homeowners insurance (decision 041). */
    canopyConnected: boolean("canopy_connected").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    /**
     * When `application_status` last changed (decision 086): the pipeline's days in status. Kept by
     * a trigger of migration 0016, so every writer of the status keeps it without knowing of it.
     */
    statusChangedAt: at("status_changed_at").notNull().defaultNow(),
  },
  (t) => [
    // One application per applicant while this product offers one line per home.
    uniqueIndex("applications_applicant_key").on(t.applicantId),
    index("applications_organisation_idx").on(t.organisationId),
    // The pipeline's first page, newest first, for the lender and for one organisation (decision 086).
    index("applications_created_idx").on(t.createdAt, t.id),
    index("applications_organisation_created_idx").on(t.organisationId, t.createdAt, t.id),
    check("applications_flow_check", oneOf(t.flow, PREQUAL_FLOWS)),
    check("applications_landing_version_check", oneOf(t.landingVersion, LANDING_VERSION_NAMES)),
    check("applications_product_check", oneOf(t.product, PRODUCT_NAMES)),
    check("applications_lending_system_check", oneOf(t.lendingSystem, LENDING_SYSTEMS)),
    check("applications_loan_milestone_check", oneOf(t.loanMilestone, LOAN_MILESTONES)),
  ],
);

export const OUTSIDE_PORTS = [
  "creditBureau",
  "valuation",
  "incomeVerification",
  "bankStatements",
  "identityVerification",
  "insuranceVerification",
] as const;
export const CHARGE_TYPES = [
  "avm",
  "avmCascade",
  "singleCredit",
  "jointCredit",
  "singleCreditCoborrower",
  // Not a charge type of spec §3: a payroll connection is billed per report (decision 029).
  "incomeVerification",
  // Nor this: a bank connection is billed per statements pull (decision 035).
  "bankStatements",
  // Nor these: an identity check and an insurance link are billed per call (decision 041).
  "identityVerification",
  "insuranceVerification",
] as const;
export const OUTSIDE_OUTCOMES = ["found", "notFound", "failed"] as const;

/**
 * Every call to an outside system (issue 8): who asked, when, which port, what it was charged as
 * and how it ended, so the lender can reconcile its bills. `subject_key` is a keyed hash of whom or
 * what was asked about; a found result is reused for 30 days instead of asking again.
 */
export const outsideCalls = pgTable(
  "outside_calls",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    port: text("port").$type<(typeof OUTSIDE_PORTS)[number]>().notNull(),
    chargeType: text("charge_type").$type<(typeof CHARGE_TYPES)[number]>().notNull(),
    subjectKey: text("subject_key").notNull(),
    applicationId: uuid("application_id").references(() => applications.id),
    requestedBy: text("requested_by").notNull(),
    adapter: text("adapter").notNull(),
    outcome: text("outcome").$type<(typeof OUTSIDE_OUTCOMES)[number]>().notNull(),
    /** Field-crypto envelope of the result (a credit report is personal data). */
    resultEncrypted: text("result_encrypted"),
    occurredAt: at("occurred_at").notNull().defaultNow(),
  },
  (t) => [
    index("outside_calls_reuse_idx").on(t.port, t.chargeType, t.subjectKey, t.occurredAt),
    check("outside_calls_port_check", oneOf(t.port, OUTSIDE_PORTS)),
    check("outside_calls_charge_type_check", oneOf(t.chargeType, CHARGE_TYPES)),
    check("outside_calls_outcome_check", oneOf(t.outcome, OUTSIDE_OUTCOMES)),
  ],
);

/**
 * The rate sheet as data (docs/design.md §4): each change is a new version; offers name theirs. A
 * version is proposed by one holder of `publishRateSheet` and approved by another (decision 106);
 * the one in force is the latest approved whose `effective_at` has come. `created_by` is the proposer.
 */
export const rateSheets = pgTable(
  "rate_sheets",
  {
    version: integer("version").primaryKey(),
    sheet: jsonb("sheet").$type<Record<string, unknown>>().notNull(),
    note: text("note").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    // Versions published before approvals existed stay approved and in force from their making.
    status: text("status").$type<RateSheetStatus>().notNull().default("approved"),
    /** Set from the application's clock (not the database's) so pricing and scheduling agree. */
    effectiveAt: at("effective_at").notNull().defaultNow(),
    decidedBy: text("decided_by"),
    decidedAt: at("decided_at"),
    rejectionReason: text("rejection_reason"),
    /** A rollback's copy names the version it restores. */
    restores: integer("restores"),
  },
  (t) => [
    check("rate_sheets_status_check", oneOf(t.status, RATE_SHEET_STATUSES)),
    index("rate_sheets_in_force_idx").on(t.status, t.effectiveAt),
  ],
);

/** Every pricing of an application: its inputs and sheet, so the offer can be derived again. */
export const offers = pgTable(
  "offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    rateSheetVersion: integer("rate_sheet_version")
      .notNull()
      .references(() => rateSheets.version),
    product: text("product").$type<(typeof PRODUCT_NAMES)[number]>().notNull(),
    eligible: boolean("eligible").notNull(),
    inputs: jsonb("inputs").$type<Record<string, unknown>>().notNull(),
    outcome: jsonb("outcome").$type<Record<string, unknown>>().notNull(),
    /** The few numbers quote.current answers, apart from the outcome's derivations (a read per call). */
    summary: jsonb("summary").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("offers_application_idx").on(t.applicationId, t.createdAt)],
);

/** Reg B adverse-action notices, as given to the applicant (page and PDF render this content). */
export const adverseActionNotices = pgTable(
  "adverse_action_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    reasons: jsonb("reasons").$type<string[]>().notNull(),
    notice: jsonb("notice").$type<Record<string, unknown>>().notNull(),
    issuedAt: at("issued_at").notNull().defaultNow(),
  },
  (t) => [index("adverse_action_notices_application_idx").on(t.applicationId, t.issuedAt)],
);

/**
 * Each consent to a soft credit pull (FCRA), as given: whose credit, when, in which words (the
 * catalogue key and its version) and the lender named in them (decision 036). Kept for as long as
 * the application, never changed.
 */
export const softPullConsents = pgTable(
  "soft_pull_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    borrower: text("borrower").$type<"borrower" | "coborrower">().notNull(),
    wording: text("wording").notNull(),
    wordingVersion: text("wording_version").notNull(),
    lenderLegalName: text("lender_legal_name").notNull(),
    consentedAt: at("consented_at").notNull(),
  },
  (t) => [
    index("soft_pull_consents_application_idx").on(t.applicationId, t.consentedAt),
    check("soft_pull_consents_borrower_check", oneOf(t.borrower, ["borrower", "coborrower"] as const)),
  ],
);

/** A partner's referral link (an MCR lead in waiting): what the partner knows, prefilled. */
export const referralLinks = pgTable(
  "referral_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => staffUsers.id),
    /** SHA-256 of the link's token: the link itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    prefill: jsonb("prefill").$type<Record<string, unknown>>().notNull(),
    expiresAt: at("expires_at").notNull(),
    claimedAt: at("claimed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("referral_links_organisation_idx").on(t.organisationId, t.createdAt)],
);

/**
 * An applicant's consent that the partner who referred them follows their application (decision
 * 070): who (the applicant, or the anonymous draft's browser and its address), when, which
 * organisation by id and by the name shown, and the very words shown. Until one exists the
 * application is the lender's alone, whatever link brought it.
 */
export const referrerConsents = pgTable(
  "referrer_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    organisationName: text("organisation_name").notNull(),
    referralId: uuid("referral_id")
      .notNull()
      .references(() => referralLinks.id),
    /** "applicant:<id>" or "anonymous" (a draft's browser, before the account), as audits name them. */
    actor: text("actor").notNull(),
    applicantId: uuid("applicant_id").references(() => applicants.id),
    address: text("address").notNull(),
    wording: text("wording").notNull(),
    wordingVersion: text("wording_version").notNull(),
    consentedAt: at("consented_at").notNull(),
  },
  (t) => [index("referrer_consents_application_idx").on(t.applicationId, t.consentedAt)],
);

export const SECTION_OWNERS = ["borrower", "coborrower", "application"] as const;

/**
 * The loan application's answers, one row per screen and borrower (issue 9, decision 031):
 * `data` holds what is not sensitive, `sensitive_encrypted` the field-crypto envelope of what is
 * (account numbers), sealed to the row. `version` grows with each save, so a save from a stale
 * tab is refused instead of silently overwriting another's answers.
 */
export const applicationSections = pgTable(
  "application_sections",
  {
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    section: text("section").notNull(),
    who: text("who").$type<(typeof SECTION_OWNERS)[number]>().notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    sensitiveEncrypted: text("sensitive_encrypted"),
    version: integer("version").notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.section, t.who] }),
    check("application_sections_who_check", oneOf(t.who, SECTION_OWNERS)),
  ],
);
