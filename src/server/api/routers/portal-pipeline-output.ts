import { z } from "zod";
import {
  CONDITION_CATEGORIES,
  CONDITION_OWNERS,
  SEND_BACK_REASONS,
} from "@/domain/conditions/condition-states";
import { CONDITION_ITEM_TYPES } from "@/domain/conditions/conditions";
import { DECISION_OUTCOMES } from "@/domain/decisions/automated-decision";
import { PIPELINE_STAGES } from "@/domain/portal/pipeline-stage";
import { PRODUCT_NAMES } from "@/server/db/applications-schema";
import {
  CONDITION_STATUSES,
  DOCUMENT_BORROWERS,
  DOCUMENT_SIDES,
  DOCUMENT_SOURCES,
  DOCUMENT_STATUSES,
} from "@/server/db/documents-schema";

/**
 * What portal.pipeline.* and portal.applicantDocuments.* answer (decision 040): only what the
 * screens show. Never an SSN, a date of birth, an account number, a storage key or a hash.
 */

const applicant = {
  applicationId: z.string().uuid(),
  name: z.string(),
  email: z.string().nullable(),
  product: z.enum(PRODUCT_NAMES),
  /** Spec §4's label of the status ("Income Docs"), "Declined" or "Not started". */
  statusLabel: z.string(),
  /** Named for a lender administrator (every organisation); null for a partner's own list. */
  organisationName: z.string().nullable(),
};

export const pipelineListOutput = z.object({
  applications: z.array(
    z.object({
      applicationId: z.string().uuid(),
      /** The id's first eight characters: what people read out and search by. */
      applicationNumber: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      product: z.enum(PRODUCT_NAMES),
      /** The current offer's line or loan amount; null before an eligible offer. */
      amount: z.number().nullable(),
      stage: z.enum(PIPELINE_STAGES),
      /** The stage in the lender's words (decision 086), not the applicant's screen name. */
      stageLabel: z.string(),
      decision: z.enum(DECISION_OUTCOMES).nullable(),
      openConditions: z.number().int(),
      /** Of the open ones, those past their due date (decision 095). */
      pastDueConditions: z.number().int(),
      /** Named for a lender administrator (every organisation); null for a partner's own list. */
      organisationName: z.string().nullable(),
      /** Who works the file (decision 089): the assigned loan officer's and processor's names, or null. */
      loanOfficerName: z.string().nullable(),
      processorName: z.string().nullable(),
      startedAt: z.date(),
      lastActivityAt: z.date(),
      daysInStatus: z.number().int(),
    }),
  ),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  everyOrganisation: z.boolean(),
  /** The partner organisations a lender administrator filters by; empty for a partner's own list. */
  organisations: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
});

export const pipelineExportOutput = z.object({
  filename: z.string(),
  csv: z.string(),
  rows: z.number().int(),
  truncated: z.boolean(),
});

const staffFile = z.object({
  id: z.string().uuid(),
  documentType: z.string(),
  documentLabel: z.string(),
  side: z.enum(DOCUMENT_SIDES).nullable(),
  displayName: z.string(),
  contentType: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  source: z.enum(DOCUMENT_SOURCES),
  uploadedAt: z.date(),
  reviewedAt: z.date().nullable(),
});

const progress = z.object({ required: z.number(), uploaded: z.number(), complete: z.boolean() });

export const applicantDocumentsOutput = z.object({
  applicant: z.object(applicant),
  checklist: z
    .object({
      groups: z.array(
        z.object({
          owner: z.enum([...DOCUMENT_BORROWERS, "property"]),
          propertyId: z.string().nullable(),
          heading: z.string().nullable(),
          lines: z.array(
            z.object({
              type: z.string(),
              label: z.string(),
              borrower: z.enum(DOCUMENT_BORROWERS).nullable(),
              count: z.number().int(),
              uploaded: z.number().int(),
              required: z.boolean(),
              skipped: z.boolean(),
              missing: z.number().int(),
              files: z.array(staffFile),
            }),
          ),
        }),
      ),
      progress,
      complete: z.boolean(),
    })
    .nullable(),
  uploadRequests: z.array(
    z.object({
      id: z.string().uuid(),
      documentType: z.string(),
      label: z.string(),
      borrower: z.enum(DOCUMENT_BORROWERS).nullable(),
      propertyId: z.string().nullable(),
      waived: z.boolean(),
      reason: z.string().nullable(),
      createdAt: z.date(),
    }),
  ),
  conditions: z.array(
    z.object({
      id: z.string().uuid(),
      code: z.number().int(),
      kind: z.enum(CONDITION_ITEM_TYPES),
      text: z.string(),
      status: z.enum(CONDITION_STATUSES),
      category: z.enum(CONDITION_CATEGORIES),
      owner: z.enum(CONDITION_OWNERS),
      dueOn: z.string().nullable(),
      pastDue: z.boolean(),
      /** The version a change names (decision 095). */
      version: z.number().int(),
      documentType: z.string().nullable(),
      borrower: z.enum(DOCUMENT_BORROWERS).nullable(),
      createdAt: z.date(),
      clearedAt: z.date().nullable(),
      mailedAt: z.date().nullable(),
      /** Staff's words, plain text: why the need opened again, why it was waived. */
      sentBack: z.object({ reason: z.enum(SEND_BACK_REASONS), note: z.string().nullable() }).nullable(),
      waiverReason: z.string().nullable(),
      /** The file waiting for review: its name as the applicant gave it, shown as text. */
      receivedFile: z
        .object({ id: z.string().uuid(), displayName: z.string(), contentType: z.string() })
        .nullable(),
      answer: z.array(z.object({ label: z.string(), value: z.string() })).nullable(),
    }),
  ),
  /** What the caller's role may change on this application (the screen hides the rest). */
  may: z.object({
    manageDocuments: z.boolean(),
    manageConditions: z.boolean(),
    reviewConditions: z.boolean(),
  }),
});
