import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  CONDITION_CATEGORIES,
  CONDITION_OWNERS,
  CONDITION_STATUSES,
  SEND_BACK_REASONS,
} from "../../domain/conditions/condition-states";
import { CONDITION_INFORMATION_KINDS, CONDITION_ITEM_TYPES } from "../../domain/conditions/conditions";
import { applications } from "./applications-schema";
import { at, createdAt, oneOf } from "./schema-columns";

/** Whose a document is (spec §3 upload: isCoborrower, propertyId): a borrower's, or a property's. */
export const DOCUMENT_BORROWERS = ["main", "coborrower"] as const;
/** A file is `processing` until its job has re-encoded it and made its thumbnail (decision 032). */
export const DOCUMENT_STATUSES = ["processing", "ready"] as const;
/** Where a file came from: the applicant's upload, or a connection that filed it for them. */
export const DOCUMENT_SOURCES = ["upload", "bankConnection", "insuranceConnection"] as const;
export const DOCUMENT_SIDES = ["front", "back"] as const;

/**
 * Spec §3 upload: one file the applicant (or a connection) filed against a line of the documents
 * checklist. The file lives in the storage port under `storage_key`, a random id chosen by the
 * server; `display_name` is what the person called it, shown as text and never used as a path
 * (docs/design.md §5). A removed file keeps its row (`removed_at`) for the audit trail.
 */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    /** Spec §3 document type (`paystub`, `driver_license`, `mortgage_statement`, …). */
    documentType: text("document_type").notNull(),
    /** The borrower it belongs to; null for a property document. */
    borrower: text("borrower").$type<(typeof DOCUMENT_BORROWERS)[number]>(),
    /** The owned property it belongs to (spec §3 propertyId); null for a borrower document. */
    propertyId: text("property_id"),
    /** An identity document's side (spec §3: driver license both sides, passport front). */
    side: text("side").$type<(typeof DOCUMENT_SIDES)[number]>(),
    /** The document condition this file answers, when it was sent for one. */
    conditionId: uuid("condition_id"),
    displayName: text("display_name").notNull(),
    /** The type decided from the file's bytes, as stored (after HEIC is converted: image/jpeg). */
    contentType: text("content_type").notNull(),
    byteSize: bigint("byte_size", { mode: "number" }).notNull(),
    /** SHA-256 of the stored bytes, hex. */
    sha256: text("sha256").notNull(),
    /**
     * SHA-256 of the bytes as the applicant sent them, hex (the stored ones may be rewritten): the
     * same file sent twice for the same line is refused (decision 045). Null before migration 0014.
     */
    receivedSha256: text("received_sha256"),
    storageKey: text("storage_key").notNull().unique(),
    thumbnailKey: text("thumbnail_key"),
    status: text("status").$type<(typeof DOCUMENT_STATUSES)[number]>().notNull().default("processing"),
    source: text("source").$type<(typeof DOCUMENT_SOURCES)[number]>().notNull().default("upload"),
    /** The audit actor who filed it (`applicant:<id>`, `staff:<id>`, `system`). */
    uploadedBy: text("uploaded_by").notNull(),
    createdAt: createdAt(),
    /** Once the lender has reviewed a file the applicant can no longer remove it. */
    reviewedAt: at("reviewed_at"),
    /** Sent back by a reviewer (decision 096): it no longer counts on the checklist; the condition says why. */
    sentBackAt: at("sent_back_at"),
    removedAt: at("removed_at"),
    removedBy: text("removed_by"),
  },
  (t) => [
    index("documents_application_idx").on(t.applicationId, t.createdAt),
    index("documents_received_sha256_idx").on(t.applicationId, t.receivedSha256),
    check("documents_borrower_check", oneOf(t.borrower, DOCUMENT_BORROWERS)),
    check("documents_status_check", oneOf(t.status, DOCUMENT_STATUSES)),
    check("documents_source_check", oneOf(t.source, DOCUMENT_SOURCES)),
    check("documents_side_check", oneOf(t.side, DOCUMENT_SIDES)),
  ],
);

/**
 * Spec §3 upload request: the lender asks for a document no rule asked for, or waives one
 * (`should_skip`, spec §4). Requests are never edited: a later request for the same line wins.
 */
export const uploadRequests = pgTable(
  "upload_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    documentType: text("document_type").notNull(),
    borrower: text("borrower").$type<(typeof DOCUMENT_BORROWERS)[number]>(),
    propertyId: text("property_id"),
    shouldSkip: boolean("should_skip").notNull().default(false),
    /** Why, in words the applicant reads ("We need one more month of statements."). */
    reason: text("reason"),
    requestedBy: text("requested_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("upload_requests_application_idx").on(t.applicationId, t.createdAt),
    check("upload_requests_borrower_check", oneOf(t.borrower, DOCUMENT_BORROWERS)),
  ],
);

export { CONDITION_STATUSES };

/**
 * Spec §3 condition item, with a spec §9 code: a document to upload, information to give (long
 * text, an address, an employer) or an e-mail with an attachment to sign and send back. Opened by
 * the conditions service (the portal and the automated decision call it) or written by staff; a
 * file sent for it makes it "received", and staff clear it, send the file back, waive or reopen it
 * (decision 094). Every staff change carries the `version` it read (decision 095).
 */
export const conditions = pgTable(
  "conditions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    code: integer("code").notNull(),
    kind: text("kind").$type<(typeof CONDITION_ITEM_TYPES)[number]>().notNull(),
    /** A document condition's spec §3 document type. */
    documentType: text("document_type"),
    informationKind: text("information_kind").$type<(typeof CONDITION_INFORMATION_KINDS)[number]>(),
    /** Whom it asks: a borrower, or (null) the application as a whole. */
    borrower: text("borrower").$type<(typeof DOCUMENT_BORROWERS)[number]>(),
    propertyId: text("property_id"),
    /** What the applicant reads, in plain words. */
    text: text("text").notNull(),
    status: text("status").$type<(typeof CONDITION_STATUSES)[number]>().notNull().default("open"),
    category: text("category")
      .$type<(typeof CONDITION_CATEGORIES)[number]>()
      .notNull()
      .default("priorToApproval"),
    /** Who must act: a borrower (who sees it) or the loan team (the applicant does not). */
    owner: text("owner").$type<(typeof CONDITION_OWNERS)[number]>().notNull().default("borrower"),
    dueOn: date("due_on", { mode: "string" }),
    /** Raised by every change; a staff edit sends back the version it read (decision 095). */
    version: integer("version").notNull().default(1),
    /** The last file received for it, which a reviewer clears or sends back. */
    receivedDocumentId: uuid("received_document_id"),
    /** Why the need opened again (a file sent back, or a reopening): the applicant reads it. */
    sentBackReason: text("sent_back_reason").$type<(typeof SEND_BACK_REASONS)[number]>(),
    sentBackNote: text("sent_back_note"),
    /** Why staff waived it (required, decision 094). */
    waiverReason: text("waiver_reason"),
    /** An information condition's answer (validated by the domain's schema for its kind). */
    answer: jsonb("answer").$type<Record<string, unknown>>(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    clearedAt: at("cleared_at"),
    clearedBy: text("cleared_by"),
    /** When an e-mail condition's message went out (its job sets it once). */
    mailedAt: at("mailed_at"),
    /** The lending system's id of a condition its underwriter set (decision 082); null for the site's own. */
    losConditionId: text("los_condition_id"),
  },
  (t) => [
    index("conditions_application_idx").on(t.applicationId, t.status),
    uniqueIndex("conditions_los_condition_key").on(t.applicationId, t.losConditionId),
    check("conditions_kind_check", oneOf(t.kind, CONDITION_ITEM_TYPES)),
    check("conditions_information_kind_check", oneOf(t.informationKind, CONDITION_INFORMATION_KINDS)),
    check("conditions_borrower_check", oneOf(t.borrower, DOCUMENT_BORROWERS)),
    check("conditions_status_check", oneOf(t.status, CONDITION_STATUSES)),
    check("conditions_category_check", oneOf(t.category, CONDITION_CATEGORIES)),
    check("conditions_owner_check", oneOf(t.owner, CONDITION_OWNERS)),
    check("conditions_sent_back_reason_check", oneOf(t.sentBackReason, SEND_BACK_REASONS)),
  ],
);
