import { sql } from "drizzle-orm";
import { check, customType, date, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { applicants, applications } from "./schema";
import { at, createdAt, oneOf } from "./schema-columns";

export const SIGNER_ROLES = ["borrower", "coborrower"] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];
export const DISCLOSURE_KIND_NAMES = ["helocProgramDisclosure", "helocBrochure", "loanEstimate"] as const;

/** PDF bytes as PostgreSQL keeps them (pg answers a Buffer, PGlite a Uint8Array: both become a Uint8Array). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * ESIGN consent (15 U.S.C. 7001(c), decision 038), one row per signer and version of the consent
 * disclosure's text: the access-check code (a keyed hash) until it is typed, then who consented,
 * when, from which address and browser; a withdrawal closes the row, and a new consent is a new row.
 */
export const esignConsents = pgTable(
  "esign_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    signerRole: text("signer_role").$type<SignerRole>().notNull(),
    applicantId: uuid("applicant_id").references(() => applicants.id),
    /** SHA-256 of the consent disclosure's text the applicant was shown. */
    version: text("version").notNull(),
    codeHash: text("code_hash").notNull(),
    codeIssuedAt: at("code_issued_at").notNull(),
    givenAt: at("given_at"),
    address: text("address"),
    userAgent: text("user_agent"),
    withdrawnAt: at("withdrawn_at"),
    withdrawnAddress: text("withdrawn_address"),
    withdrawnUserAgent: text("withdrawn_user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("esign_consents_open_key")
      .on(t.applicationId, t.signerRole, t.version)
      .where(sql`withdrawn_at is null`),
    check("esign_consents_signer_role_check", oneOf(t.signerRole, SIGNER_ROLES)),
  ],
);

/**
 * The disclosures at application, delivered once per application when consent is given (Reg Z
 * 1026.40(b), 1026.19(e)): when the application was taken, when the documents were delivered, and
 * the third business day after the application by which they were due.
 */
export const disclosureDeliveries = pgTable("disclosure_deliveries", {
  id: uuid("id").primaryKey().defaultRandom(),
  applicationId: uuid("application_id")
    .notNull()
    .unique()
    .references(() => applications.id),
  applicationTakenAt: at("application_taken_at").notNull(),
  deliveredAt: at("delivered_at").notNull(),
  deliveryDeadline: date("delivery_deadline", { mode: "string" }).notNull(),
  consentId: uuid("consent_id")
    .notNull()
    .references(() => esignConsents.id),
});

/**
 * Each document delivered: the figures and text it is printed from (so it is generated again,
 * byte for byte, from stored inputs) and the SHA-256 of those bytes.
 */
export const disclosureDocuments = pgTable(
  "disclosure_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => disclosureDeliveries.id),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    kind: text("kind").$type<(typeof DISCLOSURE_KIND_NAMES)[number]>().notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    sha256: text("sha256").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("disclosure_documents_kind_key").on(t.applicationId, t.kind),
    check("disclosure_documents_kind_check", oneOf(t.kind, DISCLOSURE_KIND_NAMES)),
  ],
);

/**
 * One signer's signature of one document, with its evidence and the signed PDF's bytes as signed
 * (decision 038: a column until the file storage adapters land), and their SHA-256.
 */
export const disclosureSignatures = pgTable(
  "disclosure_signatures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => disclosureDocuments.id),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    signerRole: text("signer_role").$type<SignerRole>().notNull(),
    applicantId: uuid("applicant_id").references(() => applicants.id),
    signature: text("signature").notNull(),
    email: text("email").notNull(),
    signedAt: at("signed_at").notNull(),
    address: text("address").notNull(),
    userAgent: text("user_agent").notNull(),
    consentId: uuid("consent_id")
      .notNull()
      .references(() => esignConsents.id),
    unsignedSha256: text("unsigned_sha256").notNull(),
    signedSha256: text("signed_sha256").notNull(),
    signedPdf: bytes("signed_pdf").notNull(),
  },
  (t) => [
    uniqueIndex("disclosure_signatures_signer_key").on(t.documentId, t.signerRole),
    index("disclosure_signatures_application_idx").on(t.applicationId),
    check("disclosure_signatures_signer_role_check", oneOf(t.signerRole, SIGNER_ROLES)),
  ],
);
