import { bigint, check, date, doublePrecision, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { SIGNER_ROLES, type SignerRole } from "./esign-schema";
import { applicants, applications, documents } from "./schema";
import { at, oneOf } from "./schema-columns";

export const IDENTITY_OUTCOME_NAMES = ["pass", "review", "fail"] as const;

/**
 * Each identity check (issue 11, decision 041): whose (the signer role of the account that asked:
 * a person verifies only on their own account), which ID and its stored sides, the outcome with the
 * vendor's reference and reasons, the ledger call it rests on and the condition it added. Neither
 * the SSN nor the date of birth is kept here: they stay sealed on the application.
 */
export const identityVerifications = pgTable(
  "identity_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    personRole: text("person_role").$type<SignerRole>().notNull(),
    applicantId: uuid("applicant_id").references(() => applicants.id),
    documentType: text("document_type").notNull(),
    frontDocumentId: uuid("front_document_id")
      .notNull()
      .references(() => documents.id),
    backDocumentId: uuid("back_document_id").references(() => documents.id),
    outcome: text("outcome").$type<(typeof IDENTITY_OUTCOME_NAMES)[number]>().notNull(),
    reference: text("reference").notNull(),
    reasons: jsonb("reasons").$type<string[]>().notNull().default([]),
    outsideCallId: bigint("outside_call_id", { mode: "number" }).notNull(),
    conditionId: uuid("condition_id"),
    address: text("address").notNull(),
    verifiedAt: at("verified_at").notNull().defaultNow(),
  },
  (t) => [
    index("identity_verifications_application_idx").on(t.applicationId, t.personRole),
    check("identity_verifications_person_role_check", oneOf(t.personRole, SIGNER_ROLES)),
    check("identity_verifications_outcome_check", oneOf(t.outcome, IDENTITY_OUTCOME_NAMES)),
  ],
);

/**
 * The homeowners policy linked through the insurance connector (spec §1, decision 041): the
 * carrier's word on the subject property, and the mortgage statement it filed as a document.
 */
export const insurancePolicies = pgTable(
  "insurance_policies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    carrier: text("carrier").notNull(),
    policyNumber: text("policy_number").notNull(),
    kind: text("kind").$type<"homeowners" | "flood">().notNull(),
    effective: date("effective", { mode: "date" }).notNull(),
    expires: date("expires", { mode: "date" }).notNull(),
    dwellingCoverage: doublePrecision("dwelling_coverage").notNull(),
    mortgagee: text("mortgagee"),
    mortgageStatementId: uuid("mortgage_statement_id").references(() => documents.id),
    outsideCallId: bigint("outside_call_id", { mode: "number" }).notNull(),
    linkedBy: text("linked_by").notNull(),
    linkedAt: at("linked_at").notNull().defaultNow(),
  },
  (t) => [
    index("insurance_policies_application_idx").on(t.applicationId),
    check("insurance_policies_kind_check", oneOf(t.kind, ["homeowners", "flood"])),
  ],
);
